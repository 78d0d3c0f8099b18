// A teacher publishes a task's answers (issue 34.10): pupils who have submitted see them before they are marked.
// Mirrors db/schema/task.ts tasks.answers_published_at.
export default /* sql */ `
ALTER TABLE tasks ADD COLUMN answers_published_at timestamptz;
`;
