import { useMutation } from '@tanstack/react-query';
import { AccountApi, type RegisterRequest } from '@shared/api/account';
import { call } from '../../../platform/http';

/** Registration by mobile, RIGESTER SMS code and password; the answer signs the new teacher in. */
export const register = (req: RegisterRequest) =>
  call(AccountApi.register, { ...req, mobile: req.mobile?.trim() }, { area: 'teacher', silent: true });

export const useRegister = () => useMutation({ mutationFn: register });
