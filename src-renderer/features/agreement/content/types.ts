/** One section of an agreement: a heading, then paragraphs and/or a bulleted list. */
export interface AgreementSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** A table (what is kept, how long, who sees it): header row first. */
  table?: string[][];
}
