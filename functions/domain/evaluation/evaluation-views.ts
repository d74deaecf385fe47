import type { Evaluation, MyBidOutcome, OpenedBid, Representation } from '@tender/shared/schemas/opening';
import type { BidRecord, EvaluationRecord, RepresentationRecord } from '../../data/bids-repository';

// How an opened bid, its decision and its representation are shown: to openers,
// evaluators, the organisation and the Admin (OpenedBid), and to the bidder (MyBid.outcome). Never
// who decided by account id, never where a document is stored.

export function toEvaluation(record: EvaluationRecord): Evaluation {
  return {
    qualified: record.qualified,
    reason_code: record.qualified ? null : record.reason_code,
    clause: record.qualified ? null : record.clause,
    note: record.qualified ? null : record.note,
    decided_at: record.decided_at,
    decided_by_name: record.decided_by_name,
    representation_until: record.qualified ? null : record.representation_until,
  };
}

export function toRepresentation(record: RepresentationRecord): Representation {
  return {
    id: record.id,
    text: record.text,
    document: record.document ? { name: record.document.name, size: record.document.size } : null,
    sent_at: record.sent_at,
    answer: record.answer,
    decision: record.decision,
    answered_at: record.answered_at,
  };
}

function technicalView(bid: BidRecord): OpenedBid['technical'] {
  const manifest = bid.opening?.technical?.manifest;
  if (!manifest) return null;
  return {
    emd_exempt: manifest.emd_exempt,
    profile_rows: manifest.profile_rows.map((row) => ({ list: row.list, id: row.id })),
    documents: manifest.documents.map((document, index) => ({
      index,
      name: document.name,
      sha256: document.sha256,
      size: document.size,
      content_type: document.content_type,
    })),
  };
}

function financialView(bid: BidRecord): OpenedBid['financial'] {
  const financial = bid.opening?.financial;
  if (!financial || financial.total_paise === null || financial.rates === null) return null;
  return { total_paise: financial.total_paise, rates: financial.rates.map((rate) => ({ ...rate })) };
}

/**
 * A bid after its technical opening, as openers, evaluators, the owning organisation and the Admin
 * see it (POST /bids/{id}/evaluation answers it; GET /tenders/{id}/bids lists them). A flag from the
 * financial opening wins over the technical one: it is the later finding.
 */
export function toOpenedBid(bid: BidRecord): OpenedBid {
  const technical = bid.opening?.technical;
  const financial = bid.opening?.financial;
  return {
    bid_id: bid.bid_reference,
    bidder_name: bid.bidder_name ?? bid.bid_reference,
    digest_match: (technical?.digest_match ?? false) && (financial ? financial.digest_match : true),
    flag: financial?.flag ?? technical?.flag ?? null,
    failed_check: (financial?.flag ? financial.failed_check : technical?.flag ? technical.failed_check : null) ?? null,
    technical: technicalView(bid),
    financial: financialView(bid),
    evaluation: bid.evaluation ? withAcceptance(bid.evaluation) : null,
    representation: bid.representation ? toRepresentation(bid.representation) : null,
  };
}

/** The decision as openers see it: with the acceptance of a failed check, if the bid was qualified so. */
function withAcceptance(record: EvaluationRecord): Evaluation {
  const acceptance = record.qualified ? record.failed_check_acceptance : null;
  return {
    ...toEvaluation(record),
    failed_check_acceptance: acceptance
      ? {
          flag: acceptance.flag,
          failed_check: acceptance.failed_check,
          reason: acceptance.reason,
          accepted_at: acceptance.accepted_at,
          accepted_by_name: acceptance.accepted_by_name,
        }
      : null,
  };
}

/** What the bidder sees of its own bid once the tender is past its deadline (My Bids). */
export function toMyBidOutcome(bid: BidRecord): MyBidOutcome {
  return {
    opened: Boolean(bid.opening?.technical),
    evaluation: bid.evaluation ? toEvaluation(bid.evaluation) : null,
    representation: bid.representation ? toRepresentation(bid.representation) : null,
  };
}
