import { Fragment } from 'react';
import { AGREEMENT_KINDS, AGREEMENTS } from '@shared/rules/agreements';
import { Msg } from '@shared/rules/messages';
import { to } from '../../../config/paths';
import { AuthLink } from './auth-link';

/**
 * 登录即表示您同意《用户协议》、《隐私政策》和《儿童个人信息保护规则》 (issue 32): each title links to its page, which
 * opens without signing in. `register` words it for the register form.
 */
export function AgreementNotice({ register = false }: { register?: boolean }) {
  return (
    <span>
      {register ? Msg.registerAgreementPrefix : Msg.agreementPrefix}
      {AGREEMENT_KINDS.map((k, i) => (
        <Fragment key={k}>
          {i === 0 ? '' : i === AGREEMENT_KINDS.length - 1 ? Msg.agreementAnd : '、'}
          <AuthLink to={to.agreement(k)}>《{AGREEMENTS[k].title}》</AuthLink>
        </Fragment>
      ))}
    </span>
  );
}
