import { DotLoading } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import avatarPlaceholder from '../../../assets/avatar-placeholder.svg';
import { refreshUserMoney } from '../../../lib/api/refresh-user-money';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from '../utils/avatar-file';
import { showToast } from '../../../lib/show-toast';

/**
 * The avatar, tappable to choose a gif or png (`POST /api/uploadimg`); the userInfo is read again
 * afterwards (spec-1 §7), which shows the new picture.
 */
export function AvatarUploader({ avatar }: { avatar: string }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a refusal.
    input.value = '';
    if (!file || upload.isPending) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      showToast({ icon: 'fail', content: problem });
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        showToast({ icon: 'success', content: result.message });
        refreshUserMoney().catch(() => undefined);
      },
    });
  };

  return (
    <label className="uc-avatar" aria-busy={upload.isPending}>
      <img className="uc-avatar__img" src={avatar || avatarPlaceholder} alt="" />
      <span className="uc-avatar__badge" aria-hidden="true">
        {upload.isPending ? <DotLoading color="white" /> : <CameraOutline />}
      </span>
      <input
        className="visually-hidden"
        type="file"
        accept={AVATAR_ACCEPT}
        aria-label={t('userCenter.changeAvatar')}
        disabled={upload.isPending}
        onChange={onChange}
      />
    </label>
  );
}
