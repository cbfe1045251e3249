import { describe, expect, it } from 'vitest';
import { nameInitials, userDisplayName, userInitials } from './user-display';

describe('userInitials', () => {
  it('is "?" when there is no user', () => {
    expect(userInitials(null)).toBe('?');
    expect(userInitials(undefined)).toBe('?');
  });

  it('takes the first letters of first and last name, upper-cased', () => {
    expect(userInitials({ firstName: 'jane', lastName: 'doe', email: 'j@example.com' })).toBe('JD');
  });

  it('falls back to the first letter of the email when either name is missing', () => {
    expect(userInitials({ firstName: 'Jane', lastName: null, email: 'rider@example.com' })).toBe('R');
    expect(userInitials({ firstName: null, lastName: 'Doe', email: 'rider@example.com' })).toBe('R');
    expect(userInitials({ firstName: '', lastName: '', email: 'rider@example.com' })).toBe('R');
  });

  it('is "U" with neither names nor email', () => {
    expect(userInitials({ firstName: null, lastName: null, email: null })).toBe('U');
    expect(userInitials({})).toBe('U');
  });
});

describe('userDisplayName', () => {
  it('is "Guest" when there is no user', () => {
    expect(userDisplayName(null)).toBe('Guest');
    expect(userDisplayName(undefined)).toBe('Guest');
  });

  it('joins first and last name with a space', () => {
    expect(userDisplayName({ firstName: 'Jane', lastName: 'Doe', email: 'j@example.com' })).toBe('Jane Doe');
  });

  it('falls back to the email when either name is missing', () => {
    expect(userDisplayName({ firstName: 'Jane', lastName: null, email: 'rider@example.com' })).toBe('rider@example.com');
    expect(userDisplayName({ firstName: '', lastName: 'Doe', email: 'rider@example.com' })).toBe('rider@example.com');
  });

  it('is "User" with neither names nor email', () => {
    expect(userDisplayName({ firstName: null, lastName: null, email: null })).toBe('User');
    expect(userDisplayName({})).toBe('User');
  });
});

describe('nameInitials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(nameInitials('jane mary doe')).toBe('JD');
    expect(nameInitials('  Jane   Doe ')).toBe('JD');
  });

  it('takes one letter from a single word or an email', () => {
    expect(nameInitials('Cher')).toBe('C');
    expect(nameInitials('rider@example.com')).toBe('R');
  });

  it('is "U" when blank', () => {
    expect(nameInitials('')).toBe('U');
    expect(nameInitials(null)).toBe('U');
  });
});
