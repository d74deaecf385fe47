import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Prose } from '../../components/prose';
import { StaticPage } from './static-page';

type Post = { title: string; date: string; isoDate: string; author: string; paragraphs: readonly string[] };

export const POSTS: readonly Post[] = [
  {
    title: 'Five documents that decide your pre-qualification',
    date: '12 March 2024',
    isoDate: '2024-03-12',
    author: 'Contracts team',
    paragraphs: [
      'Most bids we reject at pre-qualification fail on paperwork, not on capability. The five documents we check first are the PAN of the firm, the GST registration certificate, audited turnover statements for the last three years, completion certificates of similar works, and a list of machinery that the firm owns or has hired.',
      'Completion certificates should come from the client, state the contract value and the actual completion date, and describe the scope in enough detail to compare with the tender. A work order alone does not prove completion.',
      'Keep these documents current in your vendor profile. When a tender opens you only need to confirm them instead of collecting them again in a hurry before the deadline.',
    ],
  },
  {
    title: 'Reading the critical dates of a tender',
    date: '18 June 2024',
    isoDate: '2024-06-18',
    author: 'Tender desk',
    paragraphs: [
      'Every tender lists a sequence of dates: publication, document download and sale, clarification start and end, pre-bid meeting, bid submission start and end, and bid opening. All of them are in Indian Standard Time.',
      'The clarification window is the one most often missed. Questions raised after it closes cannot be answered, because every answer is shared with all bidders and must reach them before they price their bids.',
      'Plan backwards from the bid submission end date. We recommend uploading a complete bid at least one working day early; portals and internet connections are slowest in the final hour.',
    ],
  },
  {
    title: 'Why re-tenders happen, and what changes for bidders',
    date: '9 October 2024',
    isoDate: '2024-10-09',
    author: 'Project management team',
    paragraphs: [
      'A tender is issued again when the first round receives too few responsive bids, when the lowest bid is far above the estimate, or when the owner revises drawings, quantities or the construction programme.',
      'A re-tender is a fresh tender. Earlier bids lapse, and every bidder, including those who bid the first time, must submit again under the new documents and dates.',
      'Read the revised bill of quantities carefully. Small changes in specification — a different grade of concrete, a new waterproofing system — can change the price more than the headline quantities suggest.',
    ],
  },
];

export function BlogsPage() {
  return (
    <StaticPage
      title="Blogs"
      lead="Practical notes from our tender desk and site teams for contractors, consultants and suppliers."
      prose={false}
    >
      <Stack gap="10" maxW="3xl">
        {POSTS.map((post) => (
          <Box as="article" key={post.title} borderBottomWidth="1px" borderColor="gray.200" pb="8">
            <Heading as="h2" size="xl" color="brand.navy">
              {post.title}
            </Heading>
            <Text fontSize="sm" color="gray.600" mt="1" mb="4">
              <time dateTime={post.isoDate}>{post.date}</time> · {post.author}
            </Text>
            <Prose>
              {post.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </Prose>
          </Box>
        ))}
      </Stack>
    </StaticPage>
  );
}
