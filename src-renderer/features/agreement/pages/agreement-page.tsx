import { Box, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AGREEMENT_KINDS, AGREEMENTS, isAgreementKind } from '@shared/rules/agreements';
import { Msg } from '@shared/rules/messages';
import { AppLink } from '../../../components/app-link';
import { BadAddressState } from '../../../components/bad-address-state';
import { paths, to } from '../../../config/paths';
import { AGREEMENT_CONTENT } from '../content/documents';
import type { AgreementSection } from '../content/types';

function Section({ section }: { section: AgreementSection }) {
  const [head, ...rows] = section.table ?? [];
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {section.title}
      </Typography>
      {section.paragraphs?.map((p) => (
        <Typography key={p} sx={{ lineHeight: 1.8, mb: 1 }}>
          {p}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ pl: 3, my: 0 }}>
          {section.items.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 0.75, lineHeight: 1.8 }}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {head && (
        // A wide table scrolls inside its own box on a phone; the page does not.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={section.title}>
          <Table size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r[0]}>
                  {r.map((c, i) => (
                    <TableCell key={i} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * 用户协议, 隐私政策 and 儿童个人信息保护规则 (issue 32; `/agreement/:kind`, open without signing in, linked from every
 * sign-in page, the register page and the profile). The version and effective date come from src-shared, the same
 * constants the server records an acceptance against.
 */
export default function AgreementPage() {
  const { kind = '' } = useParams();
  const doc = isAgreementKind(kind) ? AGREEMENTS[kind] : null;
  useEffect(() => {
    if (doc) document.title = `${doc.title} - Classpro`;
  }, [doc]);
  if (!doc) return <BadAddressState home={paths.root} />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 5 }, px: { xs: 1.5, md: 2 } }}>
      <Paper component="main" elevation={0} sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 5 }, borderRadius: 3 }}>
        <Stack
          component="nav"
          aria-label={Msg.agreementsTitle}
          direction="row"
          sx={{ mb: 2, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          {AGREEMENT_KINDS.map((k) =>
            k === doc.kind ? (
              <Typography key={k} aria-current="page" sx={{ fontWeight: 700 }}>
                《{AGREEMENTS[k].title}》
              </Typography>
            ) : (
              <Link key={k} component={AppLink} to={to.agreement(k)}>
                《{AGREEMENTS[k].title}》
              </Link>
            ),
          )}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}>
          {doc.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {Msg.agreementVersionLabel} {doc.version} · {Msg.agreementEffectiveLabel} {doc.effectiveDate}
        </Typography>
        {AGREEMENT_CONTENT[doc.kind].map((s) => (
          <Section key={s.title} section={s} />
        ))}
      </Paper>
    </Box>
  );
}
