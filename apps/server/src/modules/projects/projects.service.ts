import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TCreateProject, TProject, TUpdateProject } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { images as imageRows, projects, users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { imagesOfSql, toImageDto, type ImagesService } from '#kernel/images.ts';
import { nested } from '#kernel/nested-sql.ts';
import { resolveOwnerRef } from '#kernel/owner-ref.ts';
import { ownerColumns, toOwnerDto } from '#kernel/user-ref.ts';

const PROJECT_NOT_FOUND = 'This project does not exist or was deleted.';
const NOT_YOUR_PROJECT = 'You can only change your own projects.';

export const createProjectsService = (deps: { db: Database; images: ImagesService }) => {
  const { db, images } = deps;

  const selectProjects = (where: SQL) =>
    db
      .select({
        project: projects,
        owner: ownerColumns,
        images: nested(imagesOfSql('project', projects.id)),
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.freelancerId))
      .where(and(where, isNull(users.suspendedAt)))
      .orderBy(sql`${projects.createdAt} desc`, sql`${projects.id} desc`);

  const toDtos = (rows: Awaited<ReturnType<typeof selectProjects>>): TProject[] =>
    rows.map((row) => ({
      id: row.project.id,
      title: row.project.title,
      description: row.project.description,
      skills: row.project.skills,
      images: row.images.map(toImageDto),
      owner: toOwnerDto(row.owner),
      created_at: row.project.createdAt.toISOString(),
    }));

  const getProject = async (projectId: number): Promise<TProject> => {
    const [dto] = toDtos(await selectProjects(eq(projects.id, projectId)));
    if (!dto) throw new AppError('not_found', PROJECT_NOT_FOUND);
    return dto;
  };

  /**
   * Someone else's project answers 403, as for services: projects are public anyway. Locked in
   * the caller's transaction, so what is decided on the row still holds when it is written.
   */
  const lockOwn = async (
    tx: Database,
    freelancerId: number,
    projectId: number,
    lock: 'no key update' | 'update',
  ) => {
    const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for(lock);
    if (!row) throw new AppError('not_found', PROJECT_NOT_FOUND);
    if (row.freelancerId !== freelancerId) throw new AppError('forbidden', NOT_YOUR_PROJECT);
    return row;
  };

  /** Skills are tags: the same word twice (in any case) is kept once. */
  const distinctSkills = (skills: string[]) => {
    const seen = new Set<string>();
    return skills.filter(
      (skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()),
    );
  };

  return {
    getProject,

    create: async (freelancerId: number, input: TCreateProject): Promise<TProject> => {
      const projectId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values({
            freelancerId,
            title: input.title,
            description: input.description,
            skills: distinctSkills(input.skills),
          })
          .returning({ id: projects.id });
        if (!row) throw new Error('insert returned no row');
        await images.setImages(tx, freelancerId, 'project', row.id, input.images);
        return row.id;
      });
      return getProject(projectId);
    },

    update: async (
      freelancerId: number,
      projectId: number,
      input: TUpdateProject,
    ): Promise<TProject> => {
      const released = await db.transaction(async (tx) => {
        // Locked before the pictures move to it: a deletion racing the edit waits, or went first.
        await lockOwn(tx, freelancerId, projectId, 'no key update');
        await tx
          .update(projects)
          .set({
            ...(input.title !== undefined ? { title: input.title } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.skills !== undefined ? { skills: distinctSkills(input.skills) } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(projects.id, projectId));
        return input.images === undefined
          ? []
          : images.setImages(tx, freelancerId, 'project', projectId, input.images);
      });
      await images.removeFiles(released);
      return getProject(projectId);
    },

    /** Locked first: of two deletions one finds it gone, and an edit racing it waits. */
    remove: async (freelancerId: number, projectId: number) => {
      const rows = await db.transaction(async (tx) => {
        await lockOwn(tx, freelancerId, projectId, 'update');
        // Its pictures go with it (cascade); their files are removed once that is committed.
        const pictures = await tx
          .select()
          .from(imageRows)
          .where(eq(imageRows.projectId, projectId));
        await tx.delete(projects).where(eq(projects.id, projectId));
        return pictures;
      });
      await images.removeFiles(rows);
    },

    /** Account deletion, in its transaction (their pictures go through the images service). */
    eraseFreelancer: async (tx: Database, freelancerId: number) => {
      await tx.delete(projects).where(eq(projects.freelancerId, freelancerId));
    },

    listByOwner: async (ownerRef: number | string): Promise<TProject[]> => {
      const ownerId = typeof ownerRef === 'number' ? ownerRef : await resolveOwnerRef(db, ownerRef);
      return toDtos(await selectProjects(eq(projects.freelancerId, ownerId)));
    },

    /** How many projects a freelancer shows, as a subquery for the caller's own select. */
    countSql: (freelancerId: SQLWrapper): SQL<number> =>
      sql<number>`(select count(*)::int from ${projects} where ${projects.freelancerId} = ${freelancerId})`,
  };
};

export type ProjectsService = ReturnType<typeof createProjectsService>;
