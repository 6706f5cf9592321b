import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { contactWayIn, withContactWay } from './contact-way.ts';

const query = (path: string) => new URL(path, 'https://sahaya.example').searchParams;

describe('contactWayIn', () => {
  it('opens on e-mail unless the address asks for the mobile number', () => {
    expect(contactWayIn(new URLSearchParams(''))).toBe('email');
    expect(contactWayIn(new URLSearchParams('with=email'))).toBe('email');
    expect(contactWayIn(new URLSearchParams('with=fax'))).toBe('email');
    expect(contactWayIn(new URLSearchParams('with=phone'))).toBe('phone');
  });

  it('reads the paths that open a page on the mobile number', () => {
    expect(contactWayIn(query(paths.loginByPhone))).toBe('phone');
    expect(contactWayIn(query(paths.registerByPhone))).toBe('phone');
    expect(contactWayIn(query(paths.login))).toBe('email');
  });
});

describe('withContactWay', () => {
  it('names the mobile number and leaves e-mail, the default, out of the address', () => {
    expect(withContactWay(new URLSearchParams(''), 'phone').toString()).toBe('with=phone');
    expect(withContactWay(new URLSearchParams('with=phone'), 'email').toString()).toBe('');
  });

  it('keeps the other parameters, such as the login page role', () => {
    const params = withContactWay(new URLSearchParams('role=volunteer'), 'phone');
    expect(params.get('role')).toBe('volunteer');
    expect(withContactWay(params, 'email').toString()).toBe('role=volunteer');
  });

  it('leaves the parameters it was given unchanged', () => {
    const params = new URLSearchParams('role=volunteer');
    withContactWay(params, 'phone');
    expect(params.toString()).toBe('role=volunteer');
  });
});
