// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { evaluationMessages as m } from '@tender/shared/opening-messages';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  opener,
  openedBids,
  openingAnswer,
  technicalOpened,
  TENDER_ID,
  tenderBidsAnswer,
} from '../../../testing/opening-fixtures';
import { system } from '../../../theme/system';
import { EvaluationPage } from './evaluation-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Reply = (url: string, init?: RequestInit) => Response;

function renderPage(reply: Reply) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => reply(url, init));
  vi.stubGlobal('fetch', fetch);
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter>
          <EvaluationPage tenderId={TENDER_ID} tender={{ tender_uid: 'PPC/2026/0012', project_name: 'School block' }} />
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
  return fetch;
}

/** The evaluators' page's reads, with the caller given; a POST answers with `post`. */
const api =
  (caller: ReturnType<typeof opener> | null, post?: Reply): Reply =>
  (url, init) => {
    if (init?.method === 'POST' && post) return post(url, init);
    if (url.endsWith('/opening')) return json(openingAnswer({ technical: technicalOpened, caller }));
    if (url.endsWith('/bids')) return json(tenderBidsAnswer());
    return json({ message: 'unexpected' }, 500);
  };

const card = async (bidder: string) => {
  const list = await screen.findByRole('list', { name: 'Opened bids' });
  return within(list).getByRole('listitem', { name: bidder });
};

describe('the evaluation page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows each opened bid: digest match, flag in words, documents, profile rows, EMD exemption, decision', async () => {
    renderPage(api(opener(null)));
    const shree = await card('Shree Builders');
    expect(within(shree).getByText('Digest match: Yes')).toBeTruthy();
    expect(within(shree).getByText('experience.pdf', { selector: 'p' })).toBeTruthy();
    expect(within(shree).getByRole('button', { name: 'Download experience.pdf' })).toBeTruthy();
    expect(within(shree).getByText('Completed work #3')).toBeTruthy();
    expect(within(shree).getByText('EMD exemption claimed: No')).toBeTruthy();
    expect(within(shree).getByText('Not evaluated yet.')).toBeTruthy();
    const deccan = await card('Deccan Infra');
    expect(within(deccan).getByText('Digest match: No')).toBeTruthy();
    expect(
      within(deccan).getByText("Flagged: the opened cover does not match the digest on the bidder's receipt."),
    ).toBeTruthy();
    expect(within(deccan).getByText('Reason: Turnover')).toBeTruthy();
    expect(within(deccan).getByText('Our audited turnover for 2025 meets the clause.')).toBeTruthy();
  });

  it('an evaluator gets a form per bid; not qualified is refused without reason, clause and note, each named', async () => {
    const fetch = renderPage(api(opener(null)));
    const shree = await card('Shree Builders');
    const form = await within(shree).findByRole('form', { name: 'Evaluation of Shree Builders' });
    fireEvent.click(within(form).getByLabelText('Not qualified'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(await within(form).findByText(m.reasonCode)).toBeTruthy();
    expect(within(form).getByText(m.clause)).toBeTruthy();
    expect(within(form).getByText(m.note)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('saves a not-qualified decision with its reason, and shows the server’s message', async () => {
    const saved = { message: m.saved, data: openedBids[0] };
    const fetch = renderPage(api(opener(null), () => json(saved)));
    const shree = await card('Shree Builders');
    const form = await within(shree).findByRole('form', { name: 'Evaluation of Shree Builders' });
    fireEvent.click(within(form).getByLabelText('Not qualified'));
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'experience' } });
    fireEvent.change(within(form).getByLabelText(/Clause of the tender/), { target: { value: ' 5.1 ' } });
    fireEvent.change(within(form).getByLabelText(/Note to the bidder/), { target: { value: 'No similar work.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(await within(form).findByText(m.saved)).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/v1/bids/BID-12-000001/evaluation');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      qualified: false,
      reason_code: 'experience',
      clause: '5.1',
      note: 'No similar work.',
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    const clauseError = 'Name the clause as the tender numbers it.';
    renderPage(api(opener(null), () => json({ message: 'Check the fields.', errors: { clause: [clauseError] } }, 400)));
    const shree = await card('Shree Builders');
    const form = await within(shree).findByRole('form', { name: 'Evaluation of Shree Builders' });
    fireEvent.click(within(form).getByLabelText('Not qualified'));
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'other' } });
    fireEvent.change(within(form).getByLabelText(/Clause of the tender/), { target: { value: 'x' } });
    fireEvent.change(within(form).getByLabelText(/Note to the bidder/), { target: { value: 'See the clause.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(await within(form).findByText('Check the fields.')).toBeTruthy();
    expect(within(form).getByText(clauseError)).toBeTruthy();
  });

  it('qualifying a flagged bid asks for the acceptance of the failed check and its reason, and sends them', async () => {
    const saved = { message: m.saved, data: openedBids[1] };
    const fetch = renderPage(api(opener(null), () => json(saved)));
    const shree = await card('Shree Builders');
    const plain = await within(shree).findByRole('form', { name: 'Evaluation of Shree Builders' });
    fireEvent.click(within(plain).getByLabelText('Qualified'));
    expect(within(plain).queryByLabelText(/The check failed and we accept this bid/)).toBeNull();

    const deccan = await card('Deccan Infra');
    const form = await within(deccan).findByRole('form', { name: 'Evaluation of Deccan Infra' });
    expect(within(form).queryByLabelText(/The check failed and we accept this bid/)).toBeNull();
    fireEvent.click(within(form).getByLabelText('Qualified'));
    const flag = "Flagged: the opened cover does not match the digest on the bidder's receipt.";
    expect(within(form).getByText(flag)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Change decision' }));
    expect(await within(form).findByText(m.acceptFailedCheck)).toBeTruthy();
    expect(within(form).getByText(m.acceptReason)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Why the bid is accepted/), {
      target: { value: 'Receipt shown\u202E in person.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Change decision' }));
    expect(await within(form).findByText(m.acceptReasonUnsafe)).toBeTruthy();

    const reason = ' The bidder showed the mailed receipt in person. ';
    const accept = within(form).getByRole('checkbox', { name: /The check failed and we accept this bid/ });
    fireEvent.click(accept);
    // The checkbox tells the form a moment after the click: wait until it shows the form's value.
    await waitFor(() => expect(accept.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.change(within(form).getByLabelText(/Why the bid is accepted/), { target: { value: reason } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change decision' }));
    expect(await within(form).findByText(m.saved)).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/v1/bids/BID-12-000002/evaluation');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      qualified: true,
      reason_code: null,
      clause: null,
      note: null,
      accept_failed_check: true,
      accept_reason: reason.trim(),
    });
  });

  it('shows an accepted failed check on the decision: which check, who, when and why', async () => {
    const accepted = {
      ...openedBids[1]!,
      evaluation: {
        ...openedBids[1]!.evaluation!,
        qualified: true,
        reason_code: null,
        clause: null,
        note: null,
        representation_until: null,
        failed_check_acceptance: {
          flag: 'digest_mismatch',
          failed_check: 'document_hash',
          reason: 'The bidder showed the mailed receipt in person.',
          accepted_at: '2026-12-01T07:00:00.000Z',
          accepted_by_name: 'Asha Admin',
        },
      },
    };
    renderPage((url) => {
      if (url.endsWith('/opening')) return json(openingAnswer({ technical: technicalOpened, caller: opener(null) }));
      return json(tenderBidsAnswer([openedBids[0]!, accepted as (typeof openedBids)[number]]));
    });
    const deccan = await card('Deccan Infra');
    const shown = within(deccan).getByTestId('failed-check-acceptance');
    expect(shown.textContent).toContain('Qualified although its check failed (document_hash)');
    expect(shown.textContent).toContain('accepted by Asha Admin');
    expect(shown.textContent).toContain('Why: The bidder showed the mailed receipt in person.');
    const form = await within(deccan).findByRole('form', { name: 'Evaluation of Deccan Infra' });
    expect(within(form).getByLabelText(/Why the bid is accepted/)).toHaveProperty(
      'value',
      'The bidder showed the mailed receipt in person.',
    );
  });

  it('an evaluator answers a representation; uphold or reverse is required', async () => {
    renderPage(api(opener(null)));
    const deccan = await card('Deccan Infra');
    const form = await within(deccan).findByRole('form', { name: 'Answer to the representation of Deccan Infra' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText(m.answer)).toBeTruthy();
    expect(within(form).getByText(m.decision)).toBeTruthy();
  });

  it('downloads a representation’s document with the session’s token, and shows a refusal', async () => {
    sessionStorage.setItem('TOKEN', 'token-1');
    const link = '/api/v1/representations/7/document/link';
    const jsdomUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const created = vi.fn(() => 'blob:audit');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    try {
      let refuse = false;
      const fetch = renderPage((url, init) => {
        if (url !== link) return api(opener(null))(url, init);
        if (refuse) return json({ message: 'Document not found.' }, 404);
        return new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
      });
      const deccan = await card('Deccan Infra');
      expect(within(deccan).getByText(/Document attached: audit\.pdf/)).toBeTruthy();
      const button = within(deccan).getByRole('button', { name: 'Download audit.pdf' });
      fireEvent.click(button);
      await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
      const call = fetch.mock.calls.find(([url]) => url === link);
      expect(call?.[1]?.headers).toEqual({ Authorization: 'Bearer token-1' });
      refuse = true;
      fireEvent.click(button);
      expect(await within(deccan).findByText('Document not found.')).toBeTruthy();
      expect(created).toHaveBeenCalledTimes(1);
    } finally {
      URL.createObjectURL = jsdomUrl.create;
      URL.revokeObjectURL = jsdomUrl.revoke;
    }
  });

  it('a reader who is not an evaluator gets no forms', async () => {
    renderPage(api({ is_opener: true, is_evaluator: false, may_confirm: null, blocked: null }));
    await card('Shree Builders');
    await waitFor(() => expect(screen.getByText(/only the tender's evaluators decide/)).toBeTruthy());
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the API’s refusal to anyone else', async () => {
    const refusal = 'Only the openers, the evaluators, the tender’s organisation and the Admin can see the bids.';
    renderPage((url) => (url.endsWith('/bids') ? json({ message: refusal }, 403) : json(openingAnswer())));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
