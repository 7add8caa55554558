import type { InboxRouteAdder } from "../inbox/inbox-context.ts";
import { requireEditor } from "../inbox/require-editor.ts";
import { addArticleRoutes } from "./article-routes.ts";
import { addEditorRoutes } from "./editor-routes.ts";
import type { EditorServices } from "./editor-services.ts";
import { addPublishRoutes, type PublishServices } from "./publish-routes.ts";

/**
 * The site editor's pages as a route adder for the inbox's app (which puts
 * them behind its session, Origin and CSRF checks), each for editors only. Without `publishing`
 * (a static-host deployment, decision 035) the editor saves drafts only and
 * offers no preview, publish or history.
 */
export function editorRoutes(services: EditorServices, publishing: PublishServices | null): InboxRouteAdder {
  return (app) => {
    // First, so that it guards every route under /site, the uploads' too.
    app.use("/site", requireEditor);
    app.use("/site/*", requireEditor);
    if (publishing !== null) addPublishRoutes(app, services, publishing);
    addArticleRoutes(app, services);
    addEditorRoutes(app, services, publishing !== null);
  };
}
