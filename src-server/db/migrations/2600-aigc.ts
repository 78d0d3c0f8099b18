// The AI assistant's history (issue 12). Mirrors db/schema/aigc.ts.
export default /* sql */ `
CREATE TABLE ai_conversations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_conversations_user_idx ON ai_conversations (user_id, updated_at);

CREATE TABLE ai_messages (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES ai_conversations(id) ON DELETE CASCADE,
  role text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'DONE',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_messages_conversation_idx ON ai_messages (conversation_id, id);
`;
