import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { ClipboardCheck, FileSearch, HardHat, Ruler, ShieldCheck, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { SectionHeading } from './section-heading';

type Service = { title: string; text: string; Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> };

export const SERVICES: readonly Service[] = [
  {
    title: 'Tender management',
    text: 'Tender documents, notice inviting tender, pre-bid meetings, clarifications and bid opening, run on one transparent timeline.',
    Icon: FileSearch,
  },
  {
    title: 'Contractor pre-qualification',
    text: 'We verify turnover, machinery, technical staff and completed works so that only capable firms bid for your project.',
    Icon: ClipboardCheck,
  },
  {
    title: 'Project management consultancy',
    text: 'Planning, scheduling and site coordination from foundation to handover, with weekly progress reports for the owner.',
    Icon: HardHat,
  },
  {
    title: 'Quantity surveying and cost control',
    text: 'Bills of quantities, rate analysis and measurement checks that keep running bills honest and budgets on track.',
    Icon: Ruler,
  },
  {
    title: 'Quality and safety audits',
    text: 'Material testing plans, checklists and surprise site audits aligned with IS codes and your specifications.',
    Icon: ShieldCheck,
  },
  {
    title: 'Vendor and buyer registry',
    text: 'One registration lets contractors, consultants and suppliers receive every tender that matches their work type.',
    Icon: Users,
  },
];

export function Services() {
  return (
    <Box as="section" aria-labelledby="services-title" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Services for owners and contractors"
          lead="For more than a decade we have stood between project owners and the firms that build for them, so that work is awarded fairly and delivered well."
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {SERVICES.map(({ title, text, Icon }) => (
            <Box as="li" key={title} borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="6">
              <Box display="inline-flex" p="3" borderRadius="md" bg="blue.50" color="blue.700" mb="4">
                <Icon size={24} aria-hidden />
              </Box>
              <Heading as="h3" size="md" mb="2">
                {title}
              </Heading>
              <Text color="gray.700">{text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
