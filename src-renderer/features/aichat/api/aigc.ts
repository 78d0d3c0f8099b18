import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AigcApi } from '@shared/api/aigc';
import { HomeApi } from '@shared/api/home';
import { call } from '../../../platform/http';

/** The AI assistant (issue 12): one key root, so a new answer or a deletion refreshes the history. */
export const AI_KEY = ['aigc'] as const;

export const useWelcome = () =>
  useQuery({ queryKey: [...AI_KEY, 'welcome'], queryFn: () => call(HomeApi.welcomeMessage), staleTime: 5 * 60_000 });

export const useConversations = () =>
  useQuery({ queryKey: [...AI_KEY, 'conversations'], queryFn: () => call(AigcApi.conversations) });

export const useMessages = (conversationId: number | null) =>
  useQuery({
    queryKey: [...AI_KEY, 'messages', conversationId],
    queryFn: () => call(AigcApi.messages, { conversationId: conversationId! }),
    enabled: conversationId !== null,
  });

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => call(AigcApi.deleteConversation, { conversationId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: AI_KEY }),
  });
}
