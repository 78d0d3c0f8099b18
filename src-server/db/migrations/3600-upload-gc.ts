// Unreferenced uploads are deleted after a grace period (issue 28.7): when an upload was last found referenced by a
// record, so that kept files are checked again only now and then. Mirrors db/schema/shell.ts uploaded_files.
export default /* sql */ `
ALTER TABLE uploaded_files ADD COLUMN gc_checked_at timestamptz;
CREATE INDEX uploaded_files_gc_idx ON uploaded_files (status, stored_at);
`;
