import { Camera, Upload, UserRound } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import type { DealerSettings } from '../../../shared/dealer/settings.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAuth } from '../auth/index.ts';
import { refreshSettings, reportUploadError, uploadProfileImage } from './api.ts';
import { CameraCapture } from './camera-capture.tsx';
import { UploadProgress } from './upload-progress.tsx';

// JPEG, JPG, PNG and WebP only (the server checks the bytes again).
const PROFILE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const PROFILE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const FAILED = 'Failed to upload profile image. Please try again.';

export const isAcceptedProfileImage = (file: File) =>
  PROFILE_TYPES.includes(file.type) || (!file.type && PROFILE_EXTENSIONS.test(file.name));

/** The dealer's photo: upload a file or take one with the camera. */
export function ProfileTab({ settings }: { settings: DealerSettings }) {
  const { user } = useAuth();
  const [progress, setProgress] = useState<number | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);

  async function upload(photo: Blob, fileName: string): Promise<boolean> {
    setProgress(0);
    try {
      await uploadProfileImage(photo, fileName, setProgress);
      await refreshSettings();
      toast({
        title: 'Profile Image Updated',
        description: 'Your new profile image has been saved.',
        variant: 'success',
      });
      return true;
    } catch (error) {
      reportUploadError(error, FAILED);
      return false;
    } finally {
      setProgress(null);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedProfileImage(file)) {
      toast({
        title: 'Invalid File',
        description: 'Please select a JPEG, JPG, PNG or WebP image.',
        variant: 'destructive',
      });
      return;
    }
    void upload(file, file.name);
  }

  const uploading = progress !== null;
  return (
    <Card as="section" aria-labelledby="profile-heading" className="p-5">
      <h2 id="profile-heading" className="text-lg font-semibold">
        Profile
      </h2>
      <p className="mt-1 text-sm text-slate-600">Your photo, shown to your team and on your account.</p>
      <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        {settings.profileImageUrl ? (
          <img
            src={settings.profileImageUrl}
            alt="Your profile"
            className="h-32 w-32 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label="No profile image yet"
            className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400"
          >
            <UserRound className="h-16 w-16" aria-hidden="true" />
          </div>
        )}
        <div className="grid w-full min-w-0 gap-3">
          {user && (
            <p className="text-sm [overflow-wrap:anywhere] text-slate-700">Signed in as {user.email}</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <label
              className={`inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand ${uploading ? 'pointer-events-none opacity-50' : ''}`}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              Upload image
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
                className="sr-only"
                disabled={uploading}
                onChange={onFile}
              />
            </label>
            <Button onClick={() => setCameraOpen(true)} disabled={uploading}>
              <Camera className="h-4 w-4" aria-hidden="true" /> Take Photo
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            JPEG, PNG or WebP. A square photo with your face centred looks best.
          </p>
          {uploading && !cameraOpen && (
            <UploadProgress value={progress} label="Uploading your profile image" />
          )}
        </div>
      </div>
      <CameraCapture
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onUse={(photo) => upload(photo, 'profile-photo.jpg')}
        progress={progress}
      />
    </Card>
  );
}
