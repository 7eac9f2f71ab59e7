import { useCallback, useEffect, useState } from "react";
import type { UploadedAttachment } from "../../../components/file-upload/index.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";

export type ImageKind = "avatar" | "cover";
const REFERENCE: Record<ImageKind, string> = { avatar: "UserAvatar", cover: "UserCover" };

type State = { loading: boolean; image: UploadedAttachment | null; error: string | null };

/** The user's own avatar or cover (GET /api/attachments/reference/…), replaced or removed here. */
export function useOwnImage(userId: string, kind: ImageKind) {
  const rest = useRestClient();
  const [state, setState] = useState<State>({ loading: true, image: null, error: null });
  useEffect(() => {
    let live = true;
    rest
      .request<{ attachments: UploadedAttachment[] }>({
        method: "GET",
        path: `/api/attachments/reference/${REFERENCE[kind]}/${userId}`,
      })
      .then(
        ({ attachments }) =>
          live && setState({ loading: false, image: attachments.at(-1) ?? null, error: null }),
      )
      .catch((error: Error) => live && setState({ loading: false, image: null, error: error.message }));
    return () => {
      live = false;
    };
  }, [rest, userId, kind]);

  const replaced = useCallback(
    (image: UploadedAttachment) => setState({ loading: false, image, error: null }),
    [],
  );
  const remove = useCallback(async () => {
    if (!state.image) return;
    await rest.request({ method: "DELETE", path: `/api/attachments/${userId}/${state.image.id}` });
    setState({ loading: false, image: null, error: null });
  }, [rest, userId, state.image]);
  return { ...state, replaced, remove };
}
