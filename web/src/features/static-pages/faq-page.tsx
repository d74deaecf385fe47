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
      'Earnest money deposits are handled by the inviting authority as stated in each tender. EMD of unsuccessful bidders is normally released after the award; the EMD Fee Details section of the tender gives the amount and any exemption.',
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
