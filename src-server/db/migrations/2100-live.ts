// The live sky classroom (issue 13). Mirrors db/schema/live.ts.
export default /* sql */ `
CREATE TABLE live_lessons (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES live_courses(id),
  teacher_id integer NOT NULL REFERENCES users(id),
  title text NOT NULL,
  subject text NOT NULL,
  grade text NOT NULL,
  description text NOT NULL DEFAULT '',
  start_at timestamptz NOT NULL,
  minutes integer NOT NULL,
  daily boolean NOT NULL DEFAULT false,
  capacity integer NOT NULL,
  stream_path text NOT NULL DEFAULT '',
  replay_path text NOT NULL DEFAULT '',
  materials jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX live_lessons_course_idx ON live_lessons (course_id);
CREATE INDEX live_lessons_start_idx ON live_lessons (start_at);

CREATE TABLE live_lesson_classes (
  id serial PRIMARY KEY,
  lesson_id integer NOT NULL REFERENCES live_lessons(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX live_lesson_classes_pair_idx ON live_lesson_classes (lesson_id, class_id);
CREATE INDEX live_lesson_classes_teacher_idx ON live_lesson_classes (teacher_id);

CREATE TABLE live_communications (
  id serial PRIMARY KEY,
  lesson_id integer NOT NULL REFERENCES live_lessons(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  role text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_communications_lesson_idx ON live_communications (lesson_id, id);

CREATE TABLE live_teacher_slots (
  id serial PRIMARY KEY,
  teacher_id integer NOT NULL REFERENCES users(id),
  weekday integer NOT NULL,
  time text NOT NULL,
  minutes integer NOT NULL
);
CREATE UNIQUE INDEX live_teacher_slots_idx ON live_teacher_slots (teacher_id, weekday, time);

CREATE TABLE live_bookings (
  id serial PRIMARY KEY,
  teacher_id integer NOT NULL REFERENCES users(id),
  booked_by integer NOT NULL REFERENCES users(id),
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'BOOKED',
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
-- One booking a slot, and one booking a class at one time: the index decides a race of two bookings.
CREATE UNIQUE INDEX live_bookings_slot_idx ON live_bookings (teacher_id, start_at) WHERE status = 'BOOKED';
CREATE UNIQUE INDEX live_bookings_class_idx ON live_bookings (class_id, start_at) WHERE status = 'BOOKED';
CREATE INDEX live_bookings_booker_idx ON live_bookings (booked_by);
`;
