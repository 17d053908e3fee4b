import { ContentPage } from '../render/content-page';
import { ContactForm } from './contact-form';
import './contact.css';

/** /contact: the form first, then the other ways to reach Sokoni (antd: this page's one reason to load it). */
export default function ContactPage() {
  return (
    <ContentPage
      page="contact"
      top={<ContactForm />}
      jsonLd={(doc) => ({
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        name: doc.title,
        description: doc.description,
      })}
    />
  );
}
