import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type Work = { title: string; place: string; gradient: string; art: ReactNode };

const stroke = { stroke: 'rgba(255,255,255,0.85)', strokeWidth: 3, fill: 'none', strokeLinejoin: 'round' as const };
const fill = 'rgba(255,255,255,0.22)';

/** Pure SVG line art: no external images, nothing fetched. */
const WORKS: readonly Work[] = [
  {
    title: 'Twin residential towers, 22 floors',
    place: 'Baner, Pune',
    gradient: 'linear-gradient(135deg, #1d3a5f 0%, #2b6cb0 100%)',
    art: (
      <>
        <rect x="40" y="30" width="50" height="110" {...stroke} fill={fill} />
        <rect x="110" y="15" width="50" height="125" {...stroke} fill={fill} />
        <path
          d="M50 45h30M50 65h30M50 85h30M50 105h30M120 35h30M120 55h30M120 75h30M120 95h30M120 115h30"
          {...stroke}
        />
        <path d="M20 140h180" {...stroke} />
      </>
    ),
  },
  {
    title: 'IT campus, two office blocks',
    place: 'Hinjewadi Phase 3',
    gradient: 'linear-gradient(135deg, #234e52 0%, #319795 100%)',
    art: (
      <>
        <path d="M25 140V60l55-20v100M80 140V40l95 30v70" {...stroke} fill={fill} />
        <path d="M95 70h60M95 90h60M95 110h60M40 75h25M40 95h25M40 115h25" {...stroke} />
        <path d="M15 140h190" {...stroke} />
      </>
    ),
  },
  {
    title: '150-bed multispeciality hospital',
    place: 'Wakad, Pimpri-Chinchwad',
    gradient: 'linear-gradient(135deg, #742a2a 0%, #c53030 100%)',
    art: (
      <>
        <rect x="45" y="50" width="130" height="90" {...stroke} fill={fill} />
        <path d="M110 65v30M95 80h30" {...stroke} />
        <path d="M60 110h20M140 110h20M95 140v-25h30v25" {...stroke} />
        <path d="M20 140h180" {...stroke} />
      </>
    ),
  },
  {
    title: 'School campus and sports hall',
    place: 'Talegaon Dabhade',
    gradient: 'linear-gradient(135deg, #744210 0%, #d69e2e 100%)',
    art: (
      <>
        <path d="M30 140V80l50-35 50 35v60" {...stroke} fill={fill} />
        <path d="M130 140V95h60v45M70 140v-30h20v30M80 45V25h18" {...stroke} />
        <circle cx="80" cy="80" r="10" {...stroke} />
        <path d="M15 140h190" {...stroke} />
      </>
    ),
  },
  {
    title: 'Logistics warehouse, 2.4 lakh sqft',
    place: 'Chakan MIDC',
    gradient: 'linear-gradient(135deg, #322659 0%, #6b46c1 100%)',
    art: (
      <>
        <path d="M25 140V75l85-35 85 35v65" {...stroke} fill={fill} />
        <path d="M55 140v-40h40v40M125 140v-40h40v40M55 115h40M125 115h40" {...stroke} />
        <path d="M10 140h200" {...stroke} />
      </>
    ),
  },
  {
    title: 'Four-lane road with storm drains',
    place: 'Kharadi to Wagholi',
    gradient: 'linear-gradient(135deg, #1a202c 0%, #4a5568 100%)',
    art: (
      <>
        <path d="M90 25 40 140M130 25l50 115" {...stroke} />
        <path d="M110 35v15M110 65v20M110 100v25" {...stroke} strokeDasharray="0" />
        <path d="M20 140h180" {...stroke} />
        <circle cx="170" cy="40" r="14" {...stroke} fill={fill} />
      </>
    ),
  },
];

export function WorksGallery() {
  return (
    <Box as="section" aria-labelledby="works-title" bg="gray.50" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="works-title"
          eyebrow="Our works"
          title="Projects we have tendered and managed"
          lead="A few of the projects whose contractors were selected through our tenders and whose sites our engineers supervise."
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {WORKS.map((work) => (
            <Box as="li" key={work.title}>
              <Box as="figure" borderRadius="lg" overflow="hidden" bg="white" boxShadow="sm" height="full">
                <Box
                  css={{ background: work.gradient }}
                  aspectRatio="4 / 3"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <svg viewBox="0 0 220 160" width="80%" height="80%" aria-hidden="true" focusable="false">
                    {work.art}
                  </svg>
                </Box>
                <Box as="figcaption" p="4">
                  <Text fontWeight="semibold">{work.title}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {work.place}
                  </Text>
                </Box>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
