import { Box, ButtonBase } from '@mui/material';

export type SignInRole = 'teacher' | 'student';

const ROLES: { value: SignInRole; label: string }[] = [
  { value: 'teacher', label: '教师' },
  { value: 'student', label: '学生' },
];

/** Who is signing in: teachers (the default) or students, who own textbooks (spec section 6). */
export function RoleSwitch({ value, onChange }: { value: SignInRole; onChange(v: SignInRole): void }) {
  return (
    <Box
      role="tablist"
      aria-label="身份"
      sx={{ display: 'inline-flex', p: 0.5, mb: 2.5, borderRadius: 5, bgcolor: '#eef2f8', gap: 0.5 }}
    >
      {ROLES.map((r) => {
        const selected = r.value === value;
        return (
          <ButtonBase
            key={r.value}
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(r.value)}
            sx={{
              px: 2.5,
              height: 32,
              borderRadius: 4,
              fontSize: 14,
              fontWeight: selected ? 700 : 500,
              color: selected ? 'primary.main' : 'text.secondary',
              bgcolor: selected ? '#fff' : 'transparent',
              boxShadow: selected ? '0 1px 4px rgba(31,45,80,0.12)' : 'none',
            }}
          >
            {r.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
