import { useId, useState } from 'react'
import {
  type AdminPost,
  CALENDAR_WEEKS_AHEAD,
  CALENDAR_WEEKS_BACK,
  type CalendarSlot,
  type CalendarWeek as SlotWeek,
  frenchDateTime,
  frenchDay,
  frenchTypography,
  publicationSlots,
  QUEBEC_TIME,
  slotCalendar,
  toTorontoIso,
  z,
} from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { Section } from '../components/ui/Section'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as adminStyles from './AdminBlogPage.css'
import * as styles from './CalendarCard.css'
import { FailureAlert } from './FailureAlert'
import { fetchAdmin } from './fetchAdmin'
import type { PostListState } from './PostList'
import { PostPreview } from './PostPreview'
import { ReviewBadge } from './TranslationReview'

const changeAnswerSchema = z.object({ message: z.string() })

/** What every part of the calendar needs to act. */
interface CalendarContext {
  onChanged: () => void
  onUnauthorized: () => void
  /**
   * Posts that can take a free slot: scheduled or draft, readable, and with their French version
   * (an English article alone cannot be dated, changePost.ts).
   */
  movable: AdminPost[]
  /** Leaves why a move failed in the card, until the next one. */
  answer: (failure: string | undefined) => void
}

/** The post's title, opening its « Aperçu », with the languages it is written in. */
function CalendarPost({
  post,
  describedBy,
  context,
}: {
  post: AdminPost
  describedBy: string
  context: CalendarContext
}) {
  const english = post.slugEn !== undefined || post.titleEn !== undefined
  return (
    <span className={styles.post}>
      {post.error === undefined ? (
        <PostPreview
          post={post}
          describedBy={describedBy}
          onUnauthorized={context.onUnauthorized}
          label={post.title}
          triggerClassName={styles.postButton}
        />
      ) : (
        <span>{post.title}</span>
      )}
      <span className={styles.languages}>
        <abbr className={styles.language} title="français">
          FR
        </abbr>
        {english && (
          <abbr className={styles.language} title="anglais">
            EN
          </abbr>
        )}
      </span>
      {post.review && <ReviewBadge review={post.review} />}
    </span>
  )
}

/** Moving a post into a free slot: the post chosen, whether a move is under way, and the move. */
function useMoveIntoSlot(slot: CalendarSlot<AdminPost>, context: CalendarContext) {
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)
  const post = context.movable.find((candidate) => candidate.id === chosen)

  async function move(target: AdminPost) {
    setBusy(true)
    try {
      const result = await fetchAdmin(`/${encodeURIComponent(target.id)}`, changeAnswerSchema, {
        method: 'PATCH',
        body: JSON.stringify({ scheduledDate: toTorontoIso(slot.date) }),
      })
      // The toast says it once; the card keeps only a failure.
      toast({ title: 'Article déplacé', description: frenchTypography(result.message) })
      context.answer(undefined)
      setChosen('')
      context.onChanged()
    } catch (error) {
      context.answer(actionFailure(error, 'Le déplacement'))
      if (error instanceof AdminHttpError && error.status === 401) context.onUnauthorized()
    } finally {
      setBusy(false)
    }
  }
  return { chosen, setChosen, busy, post, move }
}

/** « Article à déplacer »: a list of the posts that can move, « Déplacer ici » and « Annuler ». */
function MoveIntoSlotForm({
  timeId,
  movable,
  mover,
  onCancel,
}: {
  timeId: string
  movable: AdminPost[]
  mover: ReturnType<typeof useMoveIntoSlot>
  onCancel: () => void
}) {
  const id = useId()
  const { chosen, setChosen, busy, post, move } = mover
  return (
    <form
      className={styles.move}
      onSubmit={(event) => {
        event.preventDefault()
        if (post) void move(post)
      }}
    >
      <label className={adminStyles.hint} htmlFor={`${id}-post`}>
        Article à déplacer
      </label>
      <select
        // Opened on request: the list the consultant asked for takes the focus.
        autoFocus
        id={`${id}-post`}
        className={styles.select}
        value={chosen}
        disabled={busy}
        aria-describedby={timeId}
        onChange={(event) => {
          setChosen(event.target.value)
        }}
      >
        <option value="">Choisir un article</option>
        {movable.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title}
            {candidate.status === 'draft' ? ' (brouillon)' : ''}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={button.secondary}
        disabled={busy || post === undefined}
        aria-describedby={timeId}
      >
        Déplacer ici
      </button>
      <button type="button" className={button.secondary} disabled={busy} onClick={onCancel}>
        Annuler
      </button>
    </form>
  )
}

/**
 * « Libre », and a way to move a scheduled or draft post into the slot: one button, which opens the
 * list of posts only for the slot it belongs to, instead of a list in each of the free slots.
 */
function FreeSlot({
  slot,
  timeId,
  context,
}: {
  slot: CalendarSlot<AdminPost>
  timeId: string
  context: CalendarContext
}) {
  const mover = useMoveIntoSlot(slot, context)
  const [asked, setAsked] = useState(false)
  return (
    <>
      <span className={styles.free}>Libre</span>
      {context.movable.length > 0 &&
        (asked ? (
          <MoveIntoSlotForm
            timeId={timeId}
            movable={context.movable}
            mover={mover}
            onCancel={() => {
              setAsked(false)
            }}
          />
        ) : (
          <button
            type="button"
            className={`${button.secondary} ${styles.askMove}`}
            aria-describedby={timeId}
            onClick={() => {
              setAsked(true)
            }}
          >
            Déplacer un article ici
          </button>
        ))}
    </>
  )
}

/** One slot: its date, then its post(s) or « Libre ». */
function SlotItem({ slot, context }: { slot: CalendarSlot<AdminPost>; context: CalendarContext }) {
  const timeId = `${useId()}-time`
  const iso = toTorontoIso(slot.date)
  return (
    <li className={styles.slot}>
      <time id={timeId} className={styles.slotDate} dateTime={iso}>
        {frenchDateTime(iso)}
      </time>
      <div className={styles.slotBody}>
        {slot.posts.length === 0 ? (
          <FreeSlot slot={slot} timeId={timeId} context={context} />
        ) : (
          slot.posts.map((post) => (
            <CalendarPost key={post.id} post={post} describedBy={timeId} context={context} />
          ))
        )}
      </div>
    </li>
  )
}

/** A post outside the slots: published, or scheduled on another day. */
function DatedPost({
  post,
  date,
  context,
}: {
  post: AdminPost
  date: string
  context: CalendarContext
}) {
  const timeId = `${useId()}-time`
  return (
    <li className={styles.slot}>
      <time id={timeId} className={styles.slotDate} dateTime={date}>
        {frenchDateTime(date)}
      </time>
      <div className={styles.slotBody}>
        <CalendarPost post={post} describedBy={timeId} context={context} />
      </div>
    </li>
  )
}

/**
 * « En attente de publication »: scheduled posts whose time has passed, not yet on the site
 * because publish-due has not run since. Shown only when there are some.
 */
function AwaitingPublication({ posts, context }: { posts: AdminPost[]; context: CalendarContext }) {
  if (posts.length === 0) return null
  return (
    <>
      <h3 className={styles.weekTitle}>En attente de publication</h3>
      <p className={adminStyles.hint}>
        L’heure de ces articles est passée : ils paraîtront sur le site à la prochaine publication
        automatique, ou dès maintenant avec « Publier les articles échus ».
      </p>
      <ul className={styles.slots}>
        {posts.map((post) => (
          <DatedPost key={post.id} post={post} date={post.scheduledDate ?? ''} context={context} />
        ))}
      </ul>
    </>
  )
}

/** « Publiés ces 4 dernières semaines », newest first. */
function RecentlyPublished({ posts, context }: { posts: AdminPost[]; context: CalendarContext }) {
  return (
    <>
      <h3 className={styles.weekTitle}>Publiés ces {CALENDAR_WEEKS_BACK} dernières semaines</h3>
      {posts.length === 0 ? (
        <p className={adminStyles.hint}>
          Aucun article publié ces {CALENDAR_WEEKS_BACK} dernières semaines.
        </p>
      ) : (
        <ul className={styles.slots}>
          {posts.map((post) => (
            <DatedPost
              key={post.id}
              post={post}
              date={post.publishedDate ?? ''}
              context={context}
            />
          ))}
        </ul>
      )}
    </>
  )
}

/** One week: its Monday, then its slots and the posts scheduled off them. */
function CalendarWeek({ week, context }: { week: SlotWeek<AdminPost>; context: CalendarContext }) {
  return (
    <li className={styles.week}>
      <h3 className={styles.weekTitle}>Semaine du {frenchDay(`${week.monday}T12:00:00Z`)}</h3>
      {week.slots.length === 0 && week.offSlot.length === 0 ? (
        <p className={adminStyles.hint}>Les créneaux de cette semaine sont passés.</p>
      ) : (
        <ul className={styles.slots}>
          {week.slots.map((slot) => (
            <SlotItem key={slot.day} slot={slot} context={context} />
          ))}
          {week.offSlot.map((post) => (
            <DatedPost
              key={post.id}
              post={post}
              date={post.scheduledDate ?? ''}
              context={context}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The weeks a phone shows before « Les 4 semaines suivantes »: about a month. */
const WEEKS_SHOWN_ON_A_PHONE = 4

/**
 * The weeks, the far ones folded on a phone behind a disclosure button: unfolded, the eight weeks
 * alone were taller than two phone screens. From a tablet's width up, every week shows and the
 * button is gone.
 */
function CalendarWeeks({
  weeks,
  context,
}: {
  weeks: SlotWeek<AdminPost>[]
  context: CalendarContext
}) {
  const laterId = `${useId()}-later`
  const [open, setOpen] = useState(false)
  const later = weeks.slice(WEEKS_SHOWN_ON_A_PHONE)
  return (
    <>
      <ol className={styles.weeks}>
        {weeks.slice(0, WEEKS_SHOWN_ON_A_PHONE).map((week) => (
          <CalendarWeek key={week.monday} week={week} context={context} />
        ))}
      </ol>
      {later.length > 0 && (
        <>
          <button
            type="button"
            className={styles.laterToggle}
            aria-expanded={open}
            aria-controls={laterId}
            onClick={() => {
              setOpen(!open)
            }}
          >
            Les {later.length} semaines suivantes
          </button>
          <ol
            id={laterId}
            className={styles.laterWeeks[open ? 'open' : 'folded']}
            start={WEEKS_SHOWN_ON_A_PHONE + 1}
          >
            {later.map((week) => (
              <CalendarWeek key={week.monday} week={week} context={context} />
            ))}
          </ol>
        </>
      )}
    </>
  )
}

/** Why the last move failed; it takes the focus (a move that worked is a toast). */
function MoveFailureNote({ failure }: { failure: string | undefined }) {
  return failure ? <FailureAlert className={adminStyles.fieldError}>{failure}</FailureAlert> : null
}

export interface CalendarCardProps {
  state: PostListState
  onChanged: () => void
  onUnauthorized: () => void
}

/** « Calendrier »: the coming slots, free or taken, and what was published lately. */
export function CalendarCard({ state, onChanged, onUnauthorized }: CalendarCardProps) {
  const [failure, setFailure] = useState<string>()
  if (state.kind !== 'ready') return null
  const calendar = slotCalendar(new Date(), state.posts)
  const context: CalendarContext = {
    onChanged,
    onUnauthorized,
    movable: state.posts.filter(
      (post) =>
        post.error === undefined &&
        !post.englishOnly &&
        (post.status === 'scheduled' || post.status === 'draft'),
    ),
    answer: setFailure,
  }
  return (
    <Section id="calendrier" title="Calendrier">
      <div className={adminStyles.wideCard}>
        <p className={styles.intro}>
          Les créneaux de publication des {CALENDAR_WEEKS_AHEAD} prochaines semaines,{' '}
          {publicationSlots({ each: 'le', join: 'and' })} ({QUEBEC_TIME.fr}). Cliquez sur un titre
          pour voir l’aperçu de l’article.
        </p>
        <MoveFailureNote failure={failure} />
        <CalendarWeeks weeks={calendar.weeks} context={context} />
        <AwaitingPublication posts={calendar.awaitingPublication} context={context} />
        <RecentlyPublished posts={calendar.recentlyPublished} context={context} />
      </div>
    </Section>
  )
}
