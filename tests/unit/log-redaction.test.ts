import { describe, expect, it } from 'vitest';
import { redactedUrl } from '../../server/http/log-redaction';

describe('the request log never shows the tokens of links', () => {
  it.each([
    [
      '/ebsn/api/registration/registration_confirm?e_mail=a%40b.it&reg_control_code=abcDEF_123-x',
      '/ebsn/api/registration/registration_confirm?e_mail=a%40b.it&reg_control_code=[redacted]',
    ],
    [
      '/ebsn/api/registration/password_reset_token_check?token=abc&e_mail=a%40b.it',
      '/ebsn/api/registration/password_reset_token_check?token=[redacted]&e_mail=a%40b.it',
    ],
    [
      '/ebsn/api/token-order/view?order_id=7&access_token=xyz',
      '/ebsn/api/token-order/view?order_id=7&access_token=[redacted]',
    ],
    [
      '/ebsn/api/auth/login?token_recaptcha=eyJhbGdvcml0aG0iOiJTSEEtMjU2In0%3D',
      '/ebsn/api/auth/login?token_recaptcha=[redacted]',
    ],
    [
      '/ebsn/api/social-redir/google?state=s7_x&code=c0de-1&iss=http%3A%2F%2F127.0.0.1',
      '/ebsn/api/social-redir/google?state=[redacted]&code=[redacted]&iss=http%3A%2F%2F127.0.0.1',
    ],
    // A device's push token.
    [
      '/ebsn/api/externalregistration/register?external_id=fcm%3AAPA91b-x_y&platform=ios&uuid=ab12',
      '/ebsn/api/externalregistration/register?external_id=[redacted]&platform=ios&uuid=ab12',
    ],
    // The shared order link and the hosted payment page (its path is its token).
    ['/order/7?token=Zx9_secret', '/order/7?token=[redacted]'],
    ['/payment-gateway/pay/AbC123_-xyz', '/payment-gateway/pay/[redacted]'],
    ['/payment-gateway/pay/AbC123_-xyz?lang=it', '/payment-gateway/pay/[redacted]?lang=it'],
    ['/ebsn/api/products?q=token%3Dmele&page=2', '/ebsn/api/products?q=token%3Dmele&page=2'],
    ['/ebsn/api/cart/view', '/ebsn/api/cart/view'],
  ])('%s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
