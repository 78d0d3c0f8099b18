import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import type { Hit } from '../faq';

/** The matching questions; with a search, the first answer opens by itself. */
export function FaqList({ hits, searching, showTopic }: { hits: Hit[]; searching: boolean; showTopic: boolean }) {
  return (
    <Box>
      {hits.map(({ topic, faq }, i) => (
        <Accordion
          key={`${topic.id}-${faq.q}`}
          data-testid="faq-item"
          disableGutters
          defaultExpanded={searching && i === 0}
          variant="outlined"
          sx={{ borderRadius: '12px !important', mb: 1.25, '&:before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, pr: 1 }}>
              {faq.q}
            </Typography>
            {showTopic && (
              <Chip size="small" label={topic.name} variant="outlined" sx={{ ml: 'auto', mr: 1, flex: 'none' }} />
            )}
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
              {faq.a}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
