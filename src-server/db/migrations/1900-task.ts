// Textbook tasks and homework (issue 10). Mirrors db/schema/task.ts, and the task columns of the homework notices
// (db/schema/shell.ts) that drive the my-textbooks red dot.
export default /* sql */ `
CREATE TABLE questions (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer NOT NULL REFERENCES digital_lessons(id),
  type text NOT NULL,
  stem text NOT NULL,
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  answer text NOT NULL,
  explanation text NOT NULL DEFAULT '',
  score double precision NOT NULL,
  page integer,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX questions_lesson_idx ON questions (lesson_id, sort);

CREATE TABLE tasks (
  id serial PRIMARY KEY,
  teacher_id integer NOT NULL REFERENCES users(id),
  book_id integer NOT NULL REFERENCES digital_books(id),
  lesson_id integer NOT NULL REFERENCES digital_lessons(id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  question_ids jsonb NOT NULL,
  resource_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  deadline timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_teacher_idx ON tasks (teacher_id);

CREATE TABLE task_classes (
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, class_id)
);
CREATE INDEX task_classes_class_idx ON task_classes (class_id);

CREATE TABLE task_submissions (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  class_id integer NOT NULL,
  student_id integer NOT NULL REFERENCES users(id),
  state text NOT NULL,
  late boolean NOT NULL DEFAULT false,
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  score double precision,
  comment text NOT NULL DEFAULT '',
  return_reason text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  marked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX task_submissions_student_idx ON task_submissions (task_id, student_id);
CREATE INDEX task_submissions_class_idx ON task_submissions (class_id, task_id);

CREATE TABLE error_questions (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users(id),
  question_id integer NOT NULL REFERENCES questions(id),
  task_id integer REFERENCES tasks(id) ON DELETE SET NULL,
  my_answer text NOT NULL DEFAULT '',
  retries integer NOT NULL DEFAULT 0,
  mastered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX error_questions_student_idx ON error_questions (student_id, question_id);

ALTER TABLE digital_homework_notices ADD COLUMN task_id integer;
ALTER TABLE digital_homework_notices ADD COLUMN submission_id integer;
CREATE INDEX digital_homework_notices_task_idx ON digital_homework_notices (task_id);
`;
