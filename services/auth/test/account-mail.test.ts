// The account emails: language choice, link, and HTML that cannot be broken by a person's name.
import { accountMail, mailLanguageOf } from '../src/mail/account-mail.js';

describe('mailLanguageOf', () => {
  test.each([
    [undefined, undefined, 'hy'],
    [undefined, '', 'hy'],
    [undefined, 'de-DE,de;q=0.9', 'hy'],
    [undefined, 'ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    [undefined, 'de;q=0.9,en;q=0.5,ru;q=0.7', 'ru'],
    [undefined, 'EN-us', 'en'],
    [undefined, 'ru;q=0,en', 'en'],
    ['en', 'ru', 'en'],
  ] as const)('when the choice is %s and Accept-Language is %s, then %s', (explicit, header, expected) => {
    expect(mailLanguageOf(explicit, header)).toBe(expected);
  });
});

describe('accountMail', () => {
  test('when a name carries HTML, then the HTML part shows it as text', () => {
    const mail = accountMail({ kind: 'password-reset', language: 'en', to: 'a@campus.test', name: '<img src=x onerror=alert(1)>', publicUrl: 'https://campus.example.edu', token: 'abc_-1' });

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
    expect(mail.text).toContain('https://campus.example.edu/reset-password?token=abc_-1');
  });

  test('when the mail is a confirmation in Russian, then subject, link and validity are the Russian ones', () => {
    const mail = accountMail({ kind: 'email-verification', language: 'ru', to: 'a@campus.test', name: 'Анна', publicUrl: 'http://localhost:8080', token: 't' });

    expect(mail.subject).toBe('Подтвердите адрес электронной почты в Campus');
    expect(mail.text).toContain('http://localhost:8080/verify-email?token=t');
    expect(mail.text).toContain('24 часа');
  });
});
