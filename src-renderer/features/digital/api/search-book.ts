import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';

/** The server's full-text search (the reader searches its page texts locally, and offline, first). */
export const searchBook = (bookId: number, q: string) => call(DigitalApi.search, { bookId, q }, { silent: true });
