import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AigcApi } from '@shared/api/aigc';
import { ConfigApi } from '@shared/api/config';
import { call } from '../../../platform/http';

/** The AI assistant (issue 12): one key root, so a new answer or a deletion refreshes the history. */
export const AI_KEY = ['aigc'] as const;

export const useWelcome = () =>
  useQuery({ queryKey: [...AI_KEY, 'welcome'], queryFn: () => call(ConfigApi.welcomeMessage), staleTime: 5 * 60_000 });

export const useConversations = () =>
  useQuery({ queryKey: [...AI_KEY, 'conversations'], queryFn: () => call(AigcApi.conversations) });

/**
 * One conversation's messages. While an answer is still being written on the server (a stopped answer for the moment
 * the server takes to notice, or one another tab is asking), it is read again each second until it settles; not while
 * this page is asking (`asking`), which shows its own copy.
 */
export const useMessages = (conversationId: number | null, asking: boolean) =>
  useQuery({
    queryKey: [...AI_KEY, 'messages', conversationId],
    queryFn: () => call(AigcApi.messages, { conversationId: conversationId! }),
    enabled: conversationId !== null,
    refetchInterval: (q) => (!asking && q.state.data?.some((m) => m.status === 'STREAMING') ? 1000 : false),
  });

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => call(AigcApi.deleteConversation, { conversationId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: AI_KEY }),
  });
}
