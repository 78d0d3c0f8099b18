// Class invitations (issue 18): the QR code's secret, needed to read class info and to join. Mirrors
// db/schema/classes.ts. Existing classes get one each from the default.
export default /* sql */ `
ALTER TABLE classes ADD COLUMN invite text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
`;
