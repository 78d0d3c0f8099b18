import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { FormControl, FormHelperText, IconButton, InputAdornment, OutlinedInput } from '@mui/material';
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

/**
 * A form field with a leading icon. Built on OutlinedInput rather than TextField: TextField brings every variant
 * and the Select menu with it, which the sign-in screens do not need (they must stay small).
 */
export function IconField({ icon, end, error, helperText, inputProps, ...rest }: IconFieldProps) {
  const helperId = useId();
  return (
    <FormControl fullWidth error={error}>
      <OutlinedInput
        {...rest}
        inputProps={{
          'aria-label': rest.placeholder,
          'aria-describedby': helperText ? helperId : undefined,
          ...inputProps,
        }}
        startAdornment={
          <InputAdornment position="start" sx={{ color: 'text.disabled' }}>
            {icon}
          </InputAdornment>
        }
        endAdornment={end ? <InputAdornment position="end">{end}</InputAdornment> : undefined}
        sx={{ bgcolor: '#f7f9fc', borderRadius: 2, '& input': { py: 1.6 } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** A password field whose characters can be shown. */
export function PasswordField(props: Omit<IconFieldProps, 'end' | 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <IconField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <IconButton
          edge="end"
          size="small"
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown((s) => !s)}
          onMouseDown={(e) => e.preventDefault()}
        >
          {shown ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
        </IconButton>
      }
    />
  );
}
