// The xk6-sse extension (k6 built with it: Dockerfile here), as far as the suite uses it.
declare module 'k6/x/sse' {
  export interface SseEvent {
    id: string;
    name: string;
    data: string;
  }
  export interface SseClient {
    on(event: 'open' | 'close', callback: () => void): void;
    on(event: 'event', callback: (event: SseEvent) => void): void;
    on(event: 'error', callback: (error: { error(): string }) => void): void;
    close(): void;
  }
  export interface SseParams {
    method?: string;
    headers?: Record<string, string>;
    tags?: Record<string, string>;
  }
  const sse: {
    open(url: string, params: SseParams, callback: (client: SseClient) => void): { status: number; error?: string };
  };
  export default sse;
}
