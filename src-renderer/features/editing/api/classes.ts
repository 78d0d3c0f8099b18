import { useQuery } from '@tanstack/react-query';
import { EditingApi } from '@shared/api/editing';
import { call } from '../../../platform/http';
import { editingKeys } from './books';

/** The classes using the publisher's books. */
export const useBookClasses = () =>
  useQuery({ queryKey: editingKeys.classes, queryFn: () => call(EditingApi.classes) });
