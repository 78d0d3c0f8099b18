// The consent rules live in domain/guardian-consent.ts: the route plugin applies them to every child-data endpoint.
export { childConsent, classMissingConsent, decideConsent } from '../../domain/guardian-consent';
