import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '@tender/shared/constants';
import { AccordionList } from '../../components/ui/accordion';
import { StaticPage } from './static-page';

export const FAQ_ITEMS: readonly { question: string; answer: string }[] = [
  {
    question: 'Who can bid for the tenders published on this website?',
    answer:
      'Any contractor, consultant or supplier registered with us can bid, provided the firm meets the qualifier range and the pre-qualification criteria stated in the tender. Buyers (organisations that invite tenders) register separately.',
  },
  {
    question: 'How do I register as a vendor?',
    answer:
      'Choose Register and then Vendor or Quick Register. You will need your PAN, GST registration certificate, address proof of the firm and of a director, and your bank details. Registration may carry a one-time fee with 18% GST, paid online in INR.',
  },
  {
    question: 'What does the qualifier range on a tender card mean?',
    answer:
      'It is the range of project value, shown in crore (1 crore = 1,00,00,000 rupees), for which the tender is meant. Firms whose completed works and turnover fall below the lower end are normally not pre-qualified.',
  },
  {
    question: 'In which time zone are the critical dates shown?',
    answer:
      'All dates and times are Indian Standard Time (IST). Bids must be submitted before the bid submission end date and time shown on the tender; late bids are not accepted.',
  },
  {
    question: 'Can anyone see my rates before the bids are opened?',
    answer:
      'No. Your bid is sealed the moment you submit it: its technical cover (documents) and financial cover (rates) are encrypted with a key of that tender which nobody, our staff included, can use before the bid opening date. You receive a signed receipt with the digest of your bid, and when bidding closes the register of every sealed bid’s digest is published, so you can check that yours is there unchanged.',
  },
  {
    question: 'Who opens the bids, and when?',
    answer:
      'Each tender names at least two openers (by default one of our administrators and the inviting organisation). On or after the bid opening date both must confirm before anything is opened. The technical covers open first: the opening record, with each bidder’s name, the covers received and whether its digest matches its receipt, is shown on the tender page and mailed to every bidder. The financial covers are opened later the same way, and only those of qualified bids.',
  },
  {
    question: 'Will I be told why my bid was not qualified?',
    answer:
      'Yes. A bid cannot be marked not qualified without a reason (eligibility, experience, turnover, documents, EMD or other), the tender clause and a note. You see the decision on My Bids and by mail at once, and you may send one representation, with a supporting document if you wish, within the window the tender sets (3 days unless stated otherwise). The evaluators answer it and may reverse their decision.',
  },
  {
    question: 'How is the contract awarded?',
    answer:
      'After the financial opening a comparative statement ranks the qualified bids by total (L1 is the lowest). The inviting organisation awards the tender to a qualified bidder; choosing anyone but L1 needs a written reason, shown in the award. The award of contract (winner, amount, date and number of bids received) is published on the tender page and under Awarded tenders. The winner receives an award letter by mail and every other bidder a mail with its rank. Your dashboard lists your awarded bids and the bids still under evaluation.',
  },
  {
    question: 'How do I get the tender documents?',
    answer:
      'Open the tender and expand Tenders Documents. Each document can be downloaded during the document download and sale period listed under Critical Dates.',
  },
  {
    question: 'What is the difference between a cancelled tender and a re-tender?',
    answer:
      'A cancelled tender has been withdrawn by the inviting authority and will not be awarded. A re-tender is issued again, usually with revised quantities, dates or conditions, and bids must be submitted afresh.',
  },
  {
    question: 'Is the EMD refunded to unsuccessful bidders?',
    answer:
      'Yes. An EMD paid online here is refunded to the account it came from when your bid is not qualified, when the tender is awarded to another bidder or when it is cancelled; My Bids shows the refund and its state. The winner’s EMD is held until the consultancy releases it. The EMD Fee Details section of the tender gives the amount and any exemption.',
  },
  {
    question: 'Whom do I contact for clarifications about a tender?',
    answer: `Raise clarifications during the clarification period shown in the tender. For help with the website, call ${SITE.phone} or write to ${SITE.email}, ${SITE.officeHours}.`,
  },
];

export function FaqPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      documentTitle="FAQ"
      lead="Answers to the questions contractors and buyers ask us most often about tendering with us."
      prose={false}
    >
      <Box maxW="4xl">
        <AccordionList
          defaultValue={['faq-0']}
          items={FAQ_ITEMS.map((item, index) => ({
            value: `faq-${index}`,
            title: item.question,
            content: (
              <Text color="gray.700" lineHeight="tall">
                {item.answer}
              </Text>
            ),
          }))}
        />
      </Box>
    </StaticPage>
  );
}
