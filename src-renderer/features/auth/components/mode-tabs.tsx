import { Box, ButtonBase } from '@mui/material';

export interface ModeTabsProps<T extends string> {
  value: T;
  options: { value: NoInfer<T>; label: string }[];
  onChange(value: NoInfer<T>): void;
}

/**
 * Two or more ways to sign in, as tabs across the card. A small tab list of its own (MUI Tabs brings scrolling
 * machinery the sign-in screens do not need); arrow keys move between tabs as the ARIA pattern says.
 */
export function ModeTabs<T extends string>({ value, options, onChange }: ModeTabsProps<T>) {
  const move = (step: number) => {
    const at = options.findIndex((o) => o.value === value);
    const next = options[(at + step + options.length) % options.length];
    if (next) onChange(next.value);
  };
  return (
    <Box
      role="tablist"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') move(1);
        if (e.key === 'ArrowLeft') move(-1);
      }}
      sx={{ display: 'flex', mb: 3, borderBottom: '1px solid #e9edf4' }}
    >
      {options.map((o) => {
        const selected = o.value === value;
        return (
          <ButtonBase
            key={o.value}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(o.value)}
            disableRipple
            sx={{
              flex: 1,
              height: 46,
              fontSize: 16,
              fontWeight: 600,
              color: selected ? 'primary.main' : 'text.secondary',
              position: 'relative',
              transition: 'color .2s',
              '&:hover': { color: 'primary.main' },
              '&.Mui-focusVisible': { bgcolor: 'action.hover' },
              '&::after': {
                content: '""',
                position: 'absolute',
                left: '50%',
                bottom: -1,
                height: 3,
                borderRadius: 3,
                bgcolor: 'primary.main',
                width: selected ? 40 : 0,
                transform: 'translateX(-50%)',
                transition: 'width .25s ease',
              },
            }}
          >
            {o.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
