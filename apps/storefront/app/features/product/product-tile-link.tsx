import { Link } from 'react-router';

/** The picture-and-name link of a small product tile (product sets, similar products). */
export function ProductTileLink({
  tile,
}: {
  tile: { pdpUrl: string; name: string; image: { url: string; width: number; height: number } };
}) {
  return (
    <Link to={tile.pdpUrl} className="group flex flex-col gap-2">
      <img
        src={tile.image.url}
        width={tile.image.width}
        height={tile.image.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-square h-auto w-full rounded-2xl bg-stone-100"
      />
      <span className="font-semibold group-hover:underline">{tile.name}</span>
    </Link>
  );
}
