import core from './0001-core';
import catalog from './0002-catalog';
import classes from './0400-classes';
import courses from './0401-courses';
import redeem from './0402-redeem';
import teachers from './0403-teachers';
import classInvite from './1800-class-invite';
import task from './1900-task';
import reader from './2000-reader';
import live from './2100-live';
import calendar from './2200-calendar';
import boutique from './2300-boutique';
import channelBoutique from './2310-channel-boutique';
import research from './2400-research';
import resources from './2500-resources';
import aigc from './2600-aigc';
import notebook from './2700-notebook';
import training from './2800-training';
import authoring from './2900-authoring';
import editing from './3000-editing';
import datacenter from './3100-datacenter';
import operations from './3200-operations';
import appVersion from './0200-app-version';
import shell from './0300-shell';
import shellReference from './0301-shell-reference';
import digital from './0900-digital';
import aicourse from './1100-aicourse';
import activity from './1400-activity';
import avTrim from './3500-av-trim';
import uploadGc from './3600-upload-gc';
import agreement from './3800-agreement';
import taskAnswers from './3900-task-answers';
import avCaptions from './4000-av-captions';

/**
 * Ordered SQL migrations, one set for PGlite and PostgreSQL. Append only: never edit a migration that has landed.
 * Each area owns its own files; keep the ids unique and increasing.
 */
export const migrations: { id: string; sql: string }[] = [
  { id: '0001-core', sql: core },
  { id: '0002-catalog', sql: catalog },
  { id: '0200-app-version', sql: appVersion },
  { id: '0300-shell', sql: shell },
  { id: '0301-shell-reference', sql: shellReference },
  { id: '0400-classes', sql: classes },
  { id: '0401-courses', sql: courses },
  { id: '0402-redeem', sql: redeem },
  { id: '0403-teachers', sql: teachers },
  { id: '0900-digital', sql: digital },
  { id: '1100-aicourse', sql: aicourse },
  { id: '1400-activity', sql: activity },
  { id: '1800-class-invite', sql: classInvite },
  { id: '1900-task', sql: task },
  { id: '2000-reader', sql: reader },
  { id: '2100-live', sql: live },
  { id: '2200-calendar', sql: calendar },
  { id: '2300-boutique', sql: boutique },
  { id: '2310-channel-boutique', sql: channelBoutique },
  { id: '2400-research', sql: research },
  { id: '2500-resources', sql: resources },
  { id: '2600-aigc', sql: aigc },
  { id: '2700-notebook', sql: notebook },
  { id: '2800-training', sql: training },
  { id: '2900-authoring', sql: authoring },
  { id: '3000-editing', sql: editing },
  { id: '3100-datacenter', sql: datacenter },
  { id: '3200-operations', sql: operations },
  { id: '3500-av-trim', sql: avTrim },
  { id: '3600-upload-gc', sql: uploadGc },
  { id: '3800-agreement', sql: agreement },
  { id: '3900-task-answers', sql: taskAnswers },
  { id: '4000-av-captions', sql: avCaptions },
];
