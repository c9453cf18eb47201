import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file';

describe('avatarFileProblem (spec-1 §2: gif or png, at most 2 MB)', () => {
  it('accepts png and gif up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', name: 'a.png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/gif', name: 'a.gif', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: '', name: 'A.PNG', size: 10 })).toBeNull();
  });

  it('refuses other types with the server text', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', name: 'a.jpg', size: 10 })).toBe('头像只支持gif或png格式');
    expect(avatarFileProblem({ type: '', name: 'a.webp', size: 10 })).toBe('头像只支持gif或png格式');
  });

  it('refuses more than 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', name: 'a.png', size: 2 * 1024 * 1024 + 1 })).toBe(
      '头像大小不能超过2M',
    );
  });
});
