import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatPaise } from '@tender/shared/money';
import type { MyBid, SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { Send } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { bidTotal, ratedLines } from '../bid-amounts';
import { loadDraft, saveDraft, withoutSealedUploads, withSheetRates, type BidDraft } from '../bid-form/bid-draft';
import { profileRowOptions, type ProfileRowOption } from '../bid-form/profile-rows';
import { useAdoptTypedRates } from '../bid-form/use-adopt-typed-rates';
import { useBidProfile } from '../api/get-bid-profile';
import { RateSheetTransfer } from '../rate-sheet/rate-sheet-transfer';
import { BidChargesSection } from './bid-charges-section';
import { BidReceiptView } from './bid-receipt-view';
import { BidSection } from './bid-section';
import { FinancialCover } from './financial-cover';
import { TechnicalCover } from './technical-cover';
import { useBidSubmit } from './use-bid-submit';
import { WithdrawBidButton } from './withdraw-bid-button';

export type BidFormProps = {
  tender: TenderDetail;
  bid: MyBid;
  /** The page's answer changed on the server (submitted, withdrawn): load it again. */
  onChanged: () => void;
};

const isSubmitted = (bid: MyBid) => bid.state === 'submitted' || bid.state === 'revised';

/** The server's total differs from the page's only if the two computations disagree: say so. */
function TotalParity({ answer, pagePaise }: { answer: SubmitBidAnswer; pagePaise: bigint }) {
  if (answer.data.total_paise === pagePaise.toString()) return null;
  return (
    <Notice
      status="warning"
      title={`The marketplace recorded a total of ${formatPaise(BigInt(answer.data.total_paise))}; this page shows ${formatPaise(pagePaise)}.`}
    />
  );
}

/**
 * The bid form, drawn once the profile (the rows a technical cover may rely on) has answered: drawn
 * before it, the rows arriving moved everything below them on a phone.
 */
export function BidForm(props: BidFormProps) {
  const { data: answered, error } = useBidProfile();
  // Like the page's own answer, drawn in slices rather than one update the phone waits for.
  const profile = useDrawnInSlices(answered);
  if (!profile && !error) return <LoadingState />;
  const rows = profile ? profileRowOptions(profile.data) : undefined;
  return <BidFormSheet {...props} profileRows={rows} profileLoadError={profile ? undefined : error?.message} />;
}

type BidFormSheetProps = BidFormProps & { profileRows?: ProfileRowOption[]; profileLoadError?: string };

function BidFormSheet({ tender, bid, onChanged, profileRows, profileLoadError }: BidFormSheetProps) {
  const [draft, setDraft] = useState<BidDraft>(() => loadDraft(tender.id));
  const [uploads, setUploads] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const sheet = useRef<HTMLDivElement>(null);
  const adoptRates = useCallback(
    (typed: Record<string, string>) =>
      setDraft((previous) => ({ ...previous, rates: { ...previous.rates, ...typed } })),
    [],
  );
  useAdoptTypedRates(sheet, adoptRates);
  const items = tender.tender_material_works;
  const lines = useMemo(() => ratedLines(items, draft.rates), [items, draft.rates]);
  const total = useMemo(() => bidTotal(lines), [lines]);
  const submission = useBidSubmit(tender, draft, lines);
  const { errors, answer } = submission;

  useEffect(() => saveDraft(tender.id, draft), [tender.id, draft]);

  const change = (patch: Partial<BidDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const handleUploading = (uploading: boolean) => setUploads((count) => Math.max(0, count + (uploading ? 1 : -1)));
  const busy = submission.submitting || uploads > 0;
  const revising = isSubmitted(bid);
  const receipt = bid.state === 'withdrawn' ? null : (answer?.data.receipt ?? bid.receipt);

  const handleAskSubmit = () => {
    setNotice(undefined);
    if (submission.check()) setConfirming(true);
  };

  const handleConfirm = async () => {
    const result = await submission.submit();
    setConfirming(false);
    if (result) {
      setDraft(withoutSealedUploads);
      setNotice(result.message);
      onChanged();
    }
  };

  return (
    <Stack gap="6" ref={sheet}>
      {notice ? <Notice status="success" title={notice} /> : null}
      {errors.general.length > 0 ? (
        <Notice status="error" title={errors.general[0]}>
          {errors.general.slice(1).join(' ')}
        </Notice>
      ) : null}
      {receipt ? (
        <BidSection title="Your receipt">
          {answer ? <TotalParity answer={answer} pagePaise={total.paise} /> : null}
          <BidReceiptView receipt={receipt} projectName={tender.project_name} tenderUid={tender.tender_uid} />
        </BidSection>
      ) : null}
      <BidSection title="Technical cover">
        <TechnicalCover
          options={profileRows}
          profileLoadError={profileLoadError}
          chosen={draft.profileRows}
          documents={draft.documents}
          profileRowsError={errors.profileRows}
          documentErrors={submission.documentErrors}
          disabled={submission.submitting}
          onChosenChange={(profileRows) => change({ profileRows })}
          onDocumentsChange={(documents) => change({ documents })}
          onUploadingChange={handleUploading}
        />
      </BidSection>
      <BidSection title="Financial cover">
        <Stack gap="4">
          <RateSheetTransfer
            tender={tender}
            items={items}
            onRates={(rates) => setDraft((previous) => withSheetRates(previous, rates))}
            disabled={submission.submitting}
          />
          <FinancialCover
            lines={lines}
            total={total}
            errors={errors.rates}
            disabled={submission.submitting}
            onRateChange={(id, text) =>
              setDraft((previous) => ({ ...previous, rates: { ...previous.rates, [id]: text } }))
            }
          />
        </Stack>
      </BidSection>
      <BidSection title="EMD and tender fee">
        <BidChargesSection
          tender={tender}
          emdExempt={draft.emdExempt}
          certificate={draft.exemptionCertificate}
          paid={draft.paid}
          error={errors.payment}
          disabled={submission.submitting}
          onEmdExemptChange={(emdExempt) => change({ emdExempt })}
          onCertificateChange={(exemptionCertificate) => change({ exemptionCertificate })}
          onPaid={() => change({ paid: true })}
          onUploadingChange={handleUploading}
        />
      </BidSection>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="blue" size="lg" onClick={handleAskSubmit} disabled={busy} loading={submission.submitting}>
          <Send aria-hidden="true" />
          {revising ? 'Revise bid' : 'Submit bid'}
        </Button>
        {revising ? (
          <WithdrawBidButton
            tenderId={tender.id}
            onWithdrawn={(message) => {
              setNotice(message);
              onChanged();
            }}
          />
        ) : null}
        {uploads > 0 ? <Text fontSize="sm">Waiting for the uploads to finish…</Text> : null}
      </HStack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={revising ? 'Revise your bid?' : 'Submit your bid?'}
        description={`Total ${total.figures} (${total.words}). ${
          revising ? 'This submission replaces your previous one; only the latest counts.' : ''
        } Your bid is sealed until the opening.`}
        confirmLabel={revising ? 'Revise bid' : 'Submit bid'}
        tone="blue"
        busy={submission.submitting}
        error={confirming ? errors.general[0] : undefined}
        onConfirm={() => void handleConfirm()}
      />
    </Stack>
  );
}
