import { describe, expect, it } from 'vitest';
import { LIMITS, TOPICS, toPayload, validateContact, type ContactInput } from './contact-validation';

const valid: ContactInput = {
  name: 'Amina Okafor',
  email: 'amina@okafor-retail.ng',
  company: 'Okafor Retail Group',
  topic: 'buying',
  message: 'We need 20 tonnes of shea butter delivered to Lagos by March.',
};

describe('validateContact', () => {
  it('accepts a complete message, and one without a company', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, company: '' })).toEqual({});
  });

  it('requires name, email, topic and message, and treats blanks as empty', () => {
    expect(validateContact({})).toEqual({
      name: 'required',
      email: 'required',
      topic: 'required',
      message: 'required',
    });
    expect(validateContact({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'required',
      message: 'required',
    });
  });

  it('checks the email address', () => {
    for (const email of ['amina', 'amina@', '@okafor.ng', 'amina@okafor', 'am ina@okafor.ng'])
      expect(validateContact({ ...valid, email }).email, email).toBe('email');
    expect(validateContact({ ...valid, email: '  amina@okafor-retail.ng ' }).email).toBeUndefined();
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@x.ng` }).email).toBe('tooLong');
  });

  it('accepts only the topics the server knows', () => {
    for (const topic of TOPICS) expect(validateContact({ ...valid, topic }).topic).toBeUndefined();
    expect(validateContact({ ...valid, topic: 'sales' }).topic).toBe('topic');
  });

  it('wants a message of 10 to 5000 characters, counted after trimming', () => {
    expect(validateContact({ ...valid, message: 'Too short' }).message).toBe('messageShort');
    expect(validateContact({ ...valid, message: `  ${'x'.repeat(9)}  ` }).message).toBe('messageShort');
    expect(validateContact({ ...valid, message: 'x'.repeat(LIMITS.messageMin) }).message).toBeUndefined();
    expect(validateContact({ ...valid, message: 'x'.repeat(LIMITS.messageMax) }).message).toBeUndefined();
    expect(validateContact({ ...valid, message: 'x'.repeat(LIMITS.messageMax + 1) }).message).toBe(
      'messageLong',
    );
  });

  it('limits the length of name and company', () => {
    expect(validateContact({ ...valid, name: 'n'.repeat(LIMITS.nameMax + 1) }).name).toBe('tooLong');
    expect(validateContact({ ...valid, company: 'c'.repeat(LIMITS.companyMax + 1) }).company).toBe('tooLong');
  });
});

describe('toPayload', () => {
  it('trims every field, adds the locale and leaves out an empty company', () => {
    expect(toPayload({ ...valid, name: ' Amina Okafor ', company: '  ' }, 'fr')).toEqual({
      name: 'Amina Okafor',
      email: valid.email,
      topic: 'buying',
      message: valid.message,
      locale: 'fr',
    });
    expect(toPayload(valid, 'sw').company).toBe('Okafor Retail Group');
  });
});
