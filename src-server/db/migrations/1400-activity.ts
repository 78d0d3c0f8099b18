// Activities and competitions (issue 14). Mirrors db/schema/catalog.ts (activities) and db/schema/activity.ts.
export default /* sql */ `
ALTER TABLE activities ADD COLUMN registration_end timestamptz;
ALTER TABLE activities ADD COLUMN submission_start timestamptz;
ALTER TABLE activities ADD COLUMN submission_end timestamptz;
ALTER TABLE activities ADD COLUMN banner text NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN rules text NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN organiser text NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN criteria jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE activities ADD COLUMN prizes jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE activities ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
`;
