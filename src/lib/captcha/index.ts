export { Captcha, DEMO_CAPTCHA_TOKEN, type CaptchaProps } from './Captcha';
