import { vi } from 'vitest';

export interface Upload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  finish(status: number, body: unknown): void;
}

/**
 * XMLHttpRequest (the uploads, for their progress) as a test double: each send is recorded, says
 * 40% has gone, and is answered by `auto` if given, else when the test calls `finish`.
 */
export function fakeUploads(auto?: (n: number) => { status: number; body: unknown }): Upload[] {
  const sent: Upload[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    open(_m: string, url: string) {
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k.toLowerCase()] = v;
    }
    send(body: FormData) {
      const upload: Upload = {
        url: this.url,
        headers: this.headers,
        body,
        finish: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
      };
      sent.push(upload);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      if (auto) {
        const { status, body: answer } = auto(sent.length);
        setTimeout(() => upload.finish(status, answer), 0);
      }
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
