import ReCAPTCHA from 'react-google-recaptcha';

/** Google reCAPTCHA v2 (checkbox): yields a token, null when it expires. Loaded lazily. */
export default function RecaptchaWidget({
  siteKey,
  language,
  onChange,
}: {
  siteKey: string;
  language: string;
  onChange: (token: string | null) => void;
}) {
  return (
    <ReCAPTCHA
      sitekey={siteKey}
      hl={language}
      onChange={onChange}
      onExpired={() => onChange(null)}
      onErrored={() => onChange(null)}
    />
  );
}
