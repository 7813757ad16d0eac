import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('paths', () => {
  it('builds the login URL with a remembered page', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ next: '/dashboard/user?tab=1' })).toBe('/login?next=%2Fdashboard%2Fuser%3Ftab%3D1');
  });

  it('never remembers a page on another site', () => {
    expect(safeNextPath('https://evil.example/')).toBeUndefined();
    expect(safeNextPath('//evil.example/')).toBeUndefined();
    expect(safeNextPath('/\\evil.example')).toBeUndefined();
    expect(safeNextPath('/login?next=/x')).toBeUndefined();
    expect(safeNextPath('/profile/3')).toBe('/profile/3');
  });

  it('puts the destination in the search URL', () => {
    expect(paths.searchResults({ destination: ' Lake Kivu ' })).toBe('/search-results?destination=Lake+Kivu');
    expect(paths.searchResults()).toBe('/search-results');
  });

  it('sends each role to its dashboard', () => {
    expect(paths.dashboard('admin')).toBe('/dashboard/admin');
    expect(paths.dashboard('host')).toBe('/dashboard/host');
    expect(paths.dashboard('user')).toBe('/dashboard/user');
  });
});
