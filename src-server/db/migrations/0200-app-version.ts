export default /* sql */ `
CREATE TABLE app_versions (
  id serial PRIMARY KEY,
  version text NOT NULL,
  platform text NOT NULL DEFAULT 'all',
  release_notes text NOT NULL DEFAULT '',
  is_force_update boolean NOT NULL DEFAULT false,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_versions_version_platform ON app_versions (version, platform);
`;
