import { ContentPage } from './render/content-page';

/** /demo: what the demo marketplace contains and how to try it (the sign-in itself is /demo-login). */
export default function DemoPage() {
  return <ContentPage page="demo" />;
}
