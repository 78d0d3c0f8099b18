// Authors and publishers (issue 16): invitations, writing tasks, lecture-note editions. Mirrors db/schema/authoring.ts.
export default /* sql */ `
CREATE TABLE author_invites (
  id serial PRIMARY KEY,
  publisher_id integer NOT NULL,
  created_by integer NOT NULL REFERENCES staff_accounts(id),
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by integer REFERENCES staff_accounts(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX author_invites_token_idx ON author_invites (token_hash);
CREATE TABLE author_tasks (
  id serial PRIMARY KEY,
  publisher_id integer NOT NULL,
  author_id integer NOT NULL REFERENCES staff_accounts(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer NOT NULL REFERENCES digital_lessons(id),
  note_id integer REFERENCES digital_lecture_notes(id),
  status text NOT NULL DEFAULT 'todo',
  draft_title text NOT NULL DEFAULT '',
  draft_html text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX author_tasks_lesson_idx ON author_tasks (book_id, lesson_id);
CREATE INDEX author_tasks_author_idx ON author_tasks (author_id, status);
CREATE INDEX author_tasks_publisher_idx ON author_tasks (publisher_id, status);
CREATE TABLE lecture_note_editions (
  id serial PRIMARY KEY,
  note_id integer NOT NULL REFERENCES digital_lecture_notes(id),
  edition integer NOT NULL,
  title text NOT NULL,
  html text NOT NULL,
  task_id integer REFERENCES author_tasks(id),
  approved_by integer REFERENCES staff_accounts(id),
  approved_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX lecture_note_editions_idx ON lecture_note_editions (note_id, edition);
`;
