// SMTP_URL handling: a relay on loopback is spoken to in plain SMTP unless the URL asks for TLS; REGISTRATION.
import { loadConfig, ConfigError } from '../src/index.js';
import { smtpTransportUrl } from '../src/smtp-mailer.js';
import { tempDir } from './support/backends.js';

describe('smtpTransportUrl', () => {
  it.each(['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:25', 'smtp://user:p%40ss@127.0.0.2:587'])(
    'when %s is a loopback relay, then STARTTLS is not attempted',
    (url) => {
      expect(new URL(smtpTransportUrl(url)).searchParams.get('ignoreTLS')).toBe('true');
    },
  );

  it('when credentials are in the URL, then they are kept as given', () => {
    expect(new URL(smtpTransportUrl('smtp://user:p%40ss@127.0.0.1:587')).password).toBe('p%40ss');
  });

  it.each(['smtp://mail.example.edu:587', 'smtps://127.0.0.1:465', 'smtp://127.0.0.1:25?requireTLS=true', 'smtp://127.0.0.1:25?ignoreTLS=false'])(
    'when %s is remote, TLS from the start or explicit, then it is left as it is',
    (url) => {
      const ignore = new URL(smtpTransportUrl(url)).searchParams.get('ignoreTLS');
      expect(ignore === 'true').toBe(false);
    },
  );
});

describe('REGISTRATION', () => {
  const load = (value?: string) => loadConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { REGISTRATION: value }) });

  it('when unset, then registration is open', () => {
    expect(load().registration).toBe('open');
  });

  it('when "off", then it is off', () => {
    expect(load('off').registration).toBe('off');
  });

  it('when something else, then the error names REGISTRATION', () => {
    expect(() => load('maybe')).toThrow(ConfigError);
    expect(() => load('maybe')).toThrow(/REGISTRATION must be "open" or "off", got "maybe"/);
  });
});
