import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { ButtonBase } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface IconFieldProps {
  icon: ReactNode;
  /** Also the field's accessible name. */
  placeholder: string;
  value: string;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the <input> itself: name, inputMode, maxLength. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /** Content at the end of the input, e.g. the SMS button. */
  end?: ReactNode;
}

// The look of MUI's outlined input (OutlinedInput with adornments and a FormHelperText, as these screens used
// before) drawn with plain elements: OutlinedInput brings InputBase, its textarea autosizing, FormControl's context
// and the notched outline, about 9 KB gzip on every sign-in page, and the sign-in pages have a size budget
// (scripts/budgets/entries.json). Same sizes, colours and states: hover, focus (2px in the primary colour), error.
const Root = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.primary,
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  paddingLeft: 14,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: '#f7f9fc',
  '&.with-end': { paddingRight: 14 },
  '& > .outline': {
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    borderRadius: 'inherit',
    border: '1px solid rgba(0, 0, 0, 0.23)',
  },
  '&:hover > .outline': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': { '&:hover > .outline': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
  '&:has(> input:focus) > .outline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&.Mui-error > .outline': { borderColor: theme.palette.error.main },
  '& > input': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '12.8px 14px 12.8px 0',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    '&::placeholder': { color: 'currentColor', opacity: 0.42 },
    '&:focus': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
  },
  '&.with-end > input': { paddingRight: 0 },
}));

const Adornment = styled('div')(({ theme }) => ({
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: theme.palette.text.disabled,
  marginRight: 8,
  '&.end': { color: theme.palette.action.active, marginRight: 0, marginLeft: 8 },
}));

const HelperText = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  textAlign: 'left',
  margin: '3px 14px 0',
  '&.Mui-error': { color: theme.palette.error.main },
}));

/**
 * A form field with a leading icon, in the outlined style (see above).
 */
export function IconField({ icon, end, error, helperText, inputProps, inputRef, ...rest }: IconFieldProps) {
  const helperId = useId();
  const errorClass = error ? ' Mui-error' : '';
  return (
    <div style={{ width: '100%' }}>
      <Root
        className={`${end ? 'with-end' : ''}${errorClass}`}
        onClick={(e) => {
          // As MUI's input root: a click on its padding focuses the input.
          if (e.target === e.currentTarget) e.currentTarget.querySelector('input')?.focus();
        }}
      >
        <Adornment className="start">{icon}</Adornment>
        <input
          {...rest}
          ref={inputRef}
          aria-label={rest.placeholder}
          aria-describedby={helperText ? helperId : undefined}
          aria-invalid={!!error}
          {...inputProps}
        />
        {end && <Adornment className="end">{end}</Adornment>}
        <span className="outline" aria-hidden />
      </Root>
      {helperText && (
        <HelperText id={helperId} className={errorClass.trim()}>
          {helperText}
        </HelperText>
      )}
    </div>
  );
}

// MUI's IconButton (edge="end", size="small") on ButtonBase, which the sign-in pages load anyway.
const EyeButton = styled(ButtonBase)(({ theme }) => ({
  padding: 5,
  marginRight: -3,
  borderRadius: '50%',
  fontSize: theme.typography.pxToRem(18),
  color: theme.palette.action.active,
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
}));

/** A password field whose characters can be shown. */
export function PasswordField(props: Omit<IconFieldProps, 'end' | 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <IconField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <EyeButton
          centerRipple
          focusRipple
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown((s) => !s)}
          onMouseDown={(e) => e.preventDefault()}
        >
          {shown ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
        </EyeButton>
      }
    />
  );
}
