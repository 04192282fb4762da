import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/components/ui/offline.tsx';
import { OutageBanner } from '@/components/ui/outage.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { ChatProvider } from '@/features/chat/components/chat-provider.tsx';
import { ReportProvider } from '@/features/reports/components/report-provider.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the screens expect around them: the query cache, toasts, the report dialog, the chat
 * box, and the offline and outage banners.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ReportProvider>
          <ChatProvider>{children}</ChatProvider>
        </ReportProvider>
        <OfflineBanner />
        <OutageBanner />
      </ToastProvider>
    </QueryClientProvider>
  );
}
